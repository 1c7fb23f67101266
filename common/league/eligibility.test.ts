import { describe, expect, it } from 'vitest';
import {
  type EligibilityFacts,
  eligibilityBasis,
  isEligible,
  isUniversityAddress,
  mailDomain,
} from './eligibility';

const DOMAINS = ['tum.de', 'mytum.de', 'lmu.de', 'campus.lmu.de', 'hm.edu'];
const facts = (over: Partial<EligibilityFacts> = {}): EligibilityFacts => ({
  domains: DOMAINS,
  mail: 'anna@gmail.com',
  mailConfirmed: true,
  universityAddresses: [],
  approved: false,
  ...over,
});

describe('domain match', () => {
  it('takes the part after the last @, in any case', () => {
    expect(mailDomain('Anna.B@TUM.de')).toBe('tum.de');
    expect(mailDomain('"a@b"@lmu.de')).toBe('lmu.de');
    expect(mailDomain('no address')).toBe('');
  });

  it('matches exactly: no subdomains, no look-alikes', () => {
    expect(isUniversityAddress('a@tum.de', DOMAINS)).toBe(true);
    expect(isUniversityAddress('a@campus.lmu.de', DOMAINS)).toBe(true);
    expect(isUniversityAddress('a@cip.tum.de', DOMAINS)).toBe(false);
    expect(isUniversityAddress('a@evil-tum.de', DOMAINS)).toBe(false);
    expect(isUniversityAddress('a@tum.de.evil.com', DOMAINS)).toBe(false);
    expect(isUniversityAddress('a@campus.lmu.de', ['lmu.de'])).toBe(false);
  });

  it('reads the listed domains as admins may type them', () => {
    expect(isUniversityAddress('a@tum.de', [' @TUM.de. '])).toBe(true);
  });
});

describe('eligibility', () => {
  it('is everyone when the league lists no domains', () => {
    expect(eligibilityBasis(facts({ domains: [] }))).toBe('check_off');
  });

  it('counts a confirmed sign-up address at a listed domain', () => {
    expect(eligibilityBasis(facts({ mail: 'anna@mytum.de' }))).toBe('address');
    expect(isEligible(facts({ mail: 'anna@mytum.de', mailConfirmed: false }))).toBe(false);
  });

  it('counts a confirmed second address or an approval, else not', () => {
    expect(isEligible(facts())).toBe(false);
    expect(eligibilityBasis(facts({ universityAddresses: ['anna@hm.edu'] }))).toBe('university_address');
    expect(eligibilityBasis(facts({ approved: true }))).toBe('approval');
    // A second address at a domain the league no longer lists does not count.
    expect(isEligible(facts({ universityAddresses: ['anna@oth.de'] }))).toBe(false);
  });
});
