/** Query keys shared by the data hooks and the session provider, which refreshes them on login. */
export const seasonsQueryKey = ['seasons'] as const;
export const teamsQueryKey = ['teams'] as const;
