export const templateName = (runId: string) => `league_${runId}_template`;

export function adminUrl(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
