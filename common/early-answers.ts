/**
 * The answers a dashboard page shows first, asked for by a script in the page's head as soon as
 * the HTML arrives, before the app's scripts have even loaded (decision 032): the session is a
 * token in localStorage, which only a script can read. The app's API client takes each request
 * over (web/lib/api-client.ts: the first call of that path with the same token and an empty body)
 * instead of sending its own. The build writes the script into index.html and the server allows
 * exactly this inline script by its hash (CSP), as common/team-filter.ts's.
 */
export const EARLY_ANSWERS_GLOBAL = '__earlyAnswers';

/**
 * Per dashboard page, its first answers: the session's reads (POST with the token). The seasons
 * they show come in the page's HTML (web/app/prerender.ts).
 */
export const EARLY_ANSWERS: Readonly<Record<string, readonly string[]>> = {
  '/dashboard/my-team': ['/api/getTodos', '/api/getUserByToken', '/api/getMyTeam'],
  '/dashboard/matches': ['/api/getTodos', '/api/getUserByToken', '/api/getTeams'],
  '/dashboard/refereeing': ['/api/getUserByToken', '/api/getTeams'],
};

/** What the script leaves for the app: the token it used and each path's pending response. */
export interface EarlyAnswers {
  token: string;
  responses: Record<string, Promise<Response>>;
}

/**
 * Asks nothing without a network (the app then shows the answers kept on the device, decision
 * 046), and a failed request is no unhandled rejection: the app may never take it over.
 * Also sets the colour scheme Mantine's provider sets when the app starts (the app is light only):
 * its card borders and placeholders are drawn by light-scheme rules, so the server's HTML shows
 * them from the first paint rather than once the scripts have run.
 */
export const EARLY_ANSWERS_SCRIPT =
  'document.documentElement.setAttribute("data-mantine-color-scheme","light");' +
  `try{var a=${JSON.stringify(EARLY_ANSWERS)}[location.pathname],` +
  's=JSON.parse(localStorage.getItem("session")||"null"),t=s&&s.access_token;' +
  `if(a&&typeof t==="string"&&t&&navigator.onLine!==false){var r={};window.${EARLY_ANSWERS_GLOBAL}={token:t,responses:r};` +
  'a.forEach(function(p){r[p]=fetch(p,{method:"POST",headers:{Accept:"application/json","Content-Type":"application/json",' +
  'Authorization:"Bearer "+t},body:JSON.stringify({access_token:t})});r[p].catch(function(){})})}}catch(e){}';
