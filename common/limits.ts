/** Limits defined once, used by server schemas, web forms and tests. */
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
  reasonMax: 300,
  goalsMax: 99,
  /** Captains edit their scorers up to this many days after the kick-off; later only an admin. */
  scorerEditDays: 14,
} as const;

export const SESSION_STORAGE_KEY = 'session';
export const ALERT_DURATION_MS = 3000;
