/** Lengths of time in milliseconds, the unit of Date and of every instant the league compares. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
