/** Limits defined once, used by the request schemas (common/api/), web forms and tests. */
export const LIMITS = {
  nameMax: 100,
  nameShortMax: 10,
  emailMax: 254,
  passwordMin: 8,
  passwordMax: 128,
  phoneInputMax: 250,
  phoneNationalDigitsMax: 17,
  phoneDigitsMin: 2,
  minTeamSize: 20,
  /** Two groups whose top four go to the quarter-finals (docs/PRODUCT.md#knockout). */
  minDrawTeams: 8,
  seasonNameMax: 100,
  boardRoleMax: 100,
  /** Members on Meet the Team (one reorder call names them all). */
  boardMembersMax: 100,
  /** Pitches (docs/PRODUCT.md#pitches): name, address and map link. */
  pitchNameMax: 100,
  addressMax: 200,
  mapUrlMax: 2000,
  reasonMax: 300,
  goalsMax: 99,
  /** One penalty adjustment adds or forgives at most this many missed referee duties. */
  dutiesMax: 99,
  /** Scorers of one team in one result. */
  scorersMax: 100,
  /** Captains edit their scorers up to this many days after the kick-off; later only an admin. */
  scorerEditDays: 14,
  /** A season's auto-accept deadline: whole hours up to 30 days (0 = never). */
  autoAcceptHoursMax: 720,
  /** Access and reset-link tokens. */
  tokenMax: 4096,
  /** A league text (docs/PRODUCT.md#league-texts) in one language: the privacy policy is some 7,000. */
  leagueTextMax: 30_000,
  /** The versions of one text getLeagueTextVersions answers, newest first. */
  leagueTextVersionsShown: 50,
  /** A line of the league's details (street, register entry, board, ...). */
  leagueDetailMax: 300,
  /** Base64 of a 1 MB logo is about 1.4 MB of text; the server checks the decoded size exactly. */
  logoTextMax: 1_500_000,
} as const;
