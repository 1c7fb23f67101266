import { z } from 'zod';

/** Calendar feed calls (docs/PRODUCT.md#calendar-feeds): their answers, shared by server, web and /api/docs. */

export const calendarLinksAnswer = z.strictObject({
  personal: z
    .string()
    .describe("The user's secret personal feed (own team's matches and duties, own appointments)"),
  team: z
    .string()
    .nullable()
    .describe("The user's team's public feed; null without an accepted, active team"),
  league: z.string().describe("The current season's public feed"),
});
export type CalendarLinks = z.infer<typeof calendarLinksAnswer>;

export const calendarLinkResetAnswer = z.strictObject({
  personal: z.string().describe('The new personal feed; the old link answers 404 from now on'),
});
export type CalendarLinkReset = z.infer<typeof calendarLinkResetAnswer>;
