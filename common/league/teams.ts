/** Team states: what visitors see of a team, and who may join it (docs/PRODUCT.md#teams). */

/**
 * Whether visitors see a team at all: once an admin accepted it. A team awaiting acceptance is
 * shown to its own members and admins only.
 */
export const isVisibleToVisitors = (team: { accepted: boolean }): boolean => team.accepted;

/**
 * Whether the public team lists (Teams page, home page) show the team: visible and active. An
 * inactive team stays visible in the results and tables of the seasons it played, but gets no card.
 */
export const isListedForVisitors = (team: { accepted: boolean; is_active: boolean }): boolean =>
  isVisibleToVisitors(team) && team.is_active;

/** Whether the team takes join requests: accepted and active, as the team lists show it. */
export const takesNewPlayers = isListedForVisitors;
