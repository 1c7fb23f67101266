export const REPO_ROOT: string;
export function inputsHash(): string;
export function buildIsCurrent(): boolean;
