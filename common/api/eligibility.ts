import { z } from 'zod';
import { m } from '../i18n/messages';
import { normalizeDomain } from '../league/eligibility';
import { accountUserAnswer } from './answers';
import { emailField, idField, reasonField, tokenField, wholeNumber } from './fields';

/**
 * Eligibility and the participation terms (docs/PRODUCT.md#eligibility, decisions 096 and 097):
 * the league's university domains, a member's second address, an admin's approval and the accepted
 * versions of the terms. Requests and answers, shared by the server and the forms.
 */

/** More than any league lists; each one a domain as the league's universities use them. */
export const ELIGIBLE_DOMAINS_MAX = 30;
const DOMAIN = /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

const domainsSentence = () => m.server_field_eligible_domains({ max: ELIGIBLE_DOMAINS_MAX });

/** The list as admins type it ("tum.de", "@LMU.de"): kept lowercased, each once; empty turns the check off. */
export const eligibleDomainsField = z
  .array(z.string({ error: domainsSentence }), { error: domainsSentence })
  .max(ELIGIBLE_DOMAINS_MAX, { error: domainsSentence })
  .transform((list) => [...new Set(list.map(normalizeDomain).filter((d) => d !== ''))])
  .refine((list) => list.every((d) => DOMAIN.test(d)), { error: domainsSentence });

export const addUniversityAddressRequest = z.strictObject({ ...tokenField, email: emailField });
export type AddUniversityAddressRequest = z.input<typeof addUniversityAddressRequest>;

export const approveEligibilityRequest = z.strictObject({
  ...tokenField,
  user_id: idField('user'),
  reason: reasonField,
});
export type ApproveEligibilityRequest = z.input<typeof approveEligibilityRequest>;

const termsVersion = () => m.server_field_terms_version();
export const acceptParticipationTermsRequest = z.strictObject({
  ...tokenField,
  version: wholeNumber(termsVersion).pipe(z.number().positive({ error: termsVersion })),
});
export type AcceptParticipationTermsRequest = z.input<typeof acceptParticipationTermsRequest>;

const isoTime = z.string().describe('ISO 8601 timestamp (UTC)');

export const ELIGIBILITY_BASES = ['check_off', 'address', 'university_address', 'approval'] as const;

/** getEligibility: the caller's status for the current season and how to change it. */
export const eligibilityAnswer = z.strictObject({
  eligible: z.boolean(),
  basis: z
    .enum(ELIGIBILITY_BASES)
    .nullable()
    .describe(
      'Why eligible: no check, the sign-up address, a second address, an approval; null: not eligible',
    ),
  domains: z.array(z.string()).describe("The league's university domains; empty: no check"),
  addresses: z
    .array(
      z.strictObject({
        email: z.string(),
        confirmed_at: isoTime.nullable(),
        counts: z.boolean().describe('Confirmed in the current season at a listed domain'),
      }),
    )
    .describe('Second addresses added, newest first'),
});
export type Eligibility = z.infer<typeof eligibilityAnswer>;

export const approvalAnswer = z.strictObject({
  user_id: z.number().int(),
  eligible: z.boolean(),
  approved_at: isoTime,
});

/** The participation terms' current version and the caller's acceptance. */
export const participationTermsAnswer = z.strictObject({
  version: z
    .number()
    .int()
    .describe("The current version: the newest saved version id of the 'participation' text in any language"),
  accepted_version: z.number().int().nullable().describe('The newest version the caller accepted'),
  accepted_at: isoTime.nullable(),
  accepted: z.boolean().describe('The caller accepted the current version'),
});
export type ParticipationTerms = z.infer<typeof participationTermsAnswer>;

/** getUserByToken: the account with its eligibility for the current season and the terms' state. */
export const sessionUserAnswer = accountUserAnswer.extend({
  eligible: z
    .boolean()
    .describe('May play this season (decision 096); true while the league lists no domains'),
  terms_accepted: z
    .boolean()
    .describe('Accepted the current participation terms (decision 097); true while the league has none'),
});
export type SessionUser = z.infer<typeof sessionUserAnswer>;
