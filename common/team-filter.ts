/**
 * The public Matches page's team filter, remembered in the browser (docs/PRODUCT.md#pitches). A
 * prerendered page lists every match; so that a returning visitor's first paint already shows only
 * the chosen team (no flash, no layout shift when the app takes over), TEAM_FILTER_SCRIPT runs in
 * the page's head before the body is painted and hides the other rows with a style element; the
 * app then filters with the same rule. The build writes the script into index.html and the server
 * allows exactly this inline script by its hash (CSP). Rows carry `data-teams="<home> <guest>"`; a
 * week's note for the teams without a match in it carries `data-empty-for="<team ids>"`.
 */
export const TEAM_FILTER_KEY = 'matches.team';
export const TEAM_FILTER_STYLE_ID = 'team-filter-prepaint';

/**
 * Shows the team's rows only (and the week's note when it has none); the note's selector outweighs
 * the class that hides it whatever the order of the style sheets.
 */
export const teamFilterCss = (teamId: number | string): string =>
  `[data-teams]:not([data-teams~="${teamId}"]){display:none}[data-empty-for][data-empty-for~="${teamId}"]{display:block}`;

export const TEAM_FILTER_SCRIPT =
  'try{var t=localStorage.getItem("matches.team");if(t&&/^[0-9]{1,10}$/.test(t)){var s=document.createElement("style");' +
  's.id="team-filter-prepaint";s.textContent=\'[data-teams]:not([data-teams~="\'+t+\'"]){display:none}[data-empty-for][data-empty-for~="\'+t+\'"]{display:block}\';' +
  'document.head.appendChild(s)}}catch(e){}';
