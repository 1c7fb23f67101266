/** Query keys shared by the data hooks and the session provider, which refreshes them on login. */
export const seasonsQueryKey = ['seasons'] as const;
export const teamsQueryKey = ['teams'] as const;
/** Shared so that entering scorers in the dashboard refreshes the public top scorers at once. */
export const topScorersQueryKey = ['top-scorers'] as const;
export const boardMembersQueryKey = ['board-members'] as const;
