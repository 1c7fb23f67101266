/**
 * Who may play (docs/PRODUCT.md#eligibility, decision 096): the league lists the mail domains of
 * its universities; an empty list turns the check off. A member is eligible for the season when
 * their confirmed sign-up address is at a listed domain, or when, since the season began, they
 * confirmed a second, university address or an admin approved them with a reason. A domain matches
 * exactly: "lmu.de" does not let in "campus.lmu.de" (the league lists it separately) nor
 * "evil-lmu.de". Pure: the server loads the facts (server/services/eligibility.ts) and asks this for
 * getUserByToken, the rosters and the refusals (availability, scorers, referees, the draw).
 */

/** The part after the last @, lowercased; '' for something that is no address. */
export function mailDomain(address: string): string {
  const at = address.lastIndexOf('@');
  return at < 0
    ? ''
    : address
        .slice(at + 1)
        .trim()
        .toLowerCase();
}

/** A domain as the league lists it: lowercased, without spaces, a leading @ or a trailing dot. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/^@+/, '').replace(/\.+$/, '');
}

/** True when the address is at one of the domains (exact match, any case). */
export function isUniversityAddress(address: string, domains: readonly string[]): boolean {
  const domain = mailDomain(address);
  return domain !== '' && domains.some((listed) => normalizeDomain(listed) === domain);
}

export interface EligibilityFacts {
  /** The league's domains; empty: everyone is eligible. */
  domains: readonly string[];
  /** The sign-up address and whether it is confirmed. */
  mail: string;
  mailConfirmed: boolean;
  /** Second addresses confirmed since the current season began (all of them before the first season). */
  universityAddresses: readonly string[];
  /** An admin approved the member since the current season began. */
  approved: boolean;
}

/** Why a member is eligible, or null when they are not. */
export type EligibilityBasis = 'check_off' | 'address' | 'university_address' | 'approval';

export function eligibilityBasis(facts: EligibilityFacts): EligibilityBasis | null {
  if (facts.domains.length === 0) return 'check_off';
  if (facts.mailConfirmed && isUniversityAddress(facts.mail, facts.domains)) return 'address';
  if (facts.universityAddresses.some((address) => isUniversityAddress(address, facts.domains))) {
    return 'university_address';
  }
  return facts.approved ? 'approval' : null;
}

export const isEligible = (facts: EligibilityFacts): boolean => eligibilityBasis(facts) !== null;
