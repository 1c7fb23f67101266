import { describe, expect, it } from 'vitest';
import { explainGroup, type GroupInput, outlookRuns } from './group-explanations';

/**
 * A group's explanations in every language from one enumeration of its outlook (decision 042):
 * the outlook is kept in no language and only said per language.
 */
const names = ['Chemie Dynamo', 'Geo Kickers', 'BWL Athletic', 'Mathe United', 'Physik FC', 'Jura Juniors'];
const input = (groupId: number): GroupInput => ({
  groupId,
  teams: names.map((name, i) => ({ id: i + 1, name })),
  // Six teams, three rounds played; the others still to play.
  played: [
    { week: 1, home_id: 1, guest_id: 2, score_home: 2, score_guest: 0 },
    { week: 1, home_id: 3, guest_id: 4, score_home: 1, score_guest: 1 },
    { week: 1, home_id: 5, guest_id: 6, score_home: 3, score_guest: 0 },
    { week: 2, home_id: 1, guest_id: 3, score_home: 0, score_guest: 0 },
    { week: 2, home_id: 2, guest_id: 5, score_home: 1, score_guest: 2 },
    { week: 2, home_id: 4, guest_id: 6, score_home: 2, score_guest: 1 },
    { week: 3, home_id: 1, guest_id: 4, score_home: 1, score_guest: 0 },
    { week: 3, home_id: 2, guest_id: 6, score_home: 0, score_guest: 0 },
    { week: 3, home_id: 3, guest_id: 5, score_home: 2, score_guest: 2 },
  ],
  remaining: [
    { home_id: 1, guest_id: 5 },
    { home_id: 2, guest_id: 3 },
    { home_id: 4, guest_id: 5 },
    { home_id: 6, guest_id: 3 },
    { home_id: 1, guest_id: 6 },
    { home_id: 2, guest_id: 4 },
  ],
  penaltyPoints: { 6: 2 },
  penaltyRule: 'credits',
  penaltyDetails: {
    6: {
      missed: [
        { week: 1, home: 'Chemie Dynamo', guest: 'Geo Kickers' },
        { week: 2, home: 'Chemie Dynamo', guest: 'BWL Athletic' },
      ],
      adjustments: [],
    },
  },
  inPlay: true,
});

describe('explainGroup', () => {
  it('says every row in English and German from one enumeration of the outlook', () => {
    const before = outlookRuns.count;
    const { rows, explanations } = explainGroup(input(9001));
    expect(outlookRuns.count).toBe(before + 1);
    expect(explanations.en.map((e) => e.team_id)).toEqual(rows.map((r) => r.id));
    expect(explanations.de.map((e) => e.team_id)).toEqual(rows.map((r) => r.id));
    // The same facts, said twice: kinds, criteria and counts agree, the sentences differ.
    expect(explanations.de.map((e) => e.status?.kind)).toEqual(explanations.en.map((e) => e.status?.kind));
    expect(explanations.de.map((e) => e.neighbours.map((n) => n.criterion))).toEqual(
      explanations.en.map((e) => e.neighbours.map((n) => n.criterion)),
    );
    const jura = (locale: 'en' | 'de') => explanations[locale].find((e) => e.team_id === 6);
    expect(jura('en')?.penalties[0]).toBe('Missed referee duty: week 1, Chemie Dynamo – Geo Kickers');
    expect(jura('de')?.penalties[0]).toBe(
      'Versäumter Schiedsrichterdienst: 1. Spieltag, Chemie Dynamo – Geo Kickers',
    );
    expect(jura('de')?.points).toMatch(/− 2 Strafpunkte = -?\d+ Punkte?$/);
    for (const [en, de] of explanations.en.map((e, i) => [e, explanations.de[i]] as const)) {
      expect(de?.points).not.toBe(en.points);
      if (en.status) expect(de?.status?.sentence).not.toBe(en.status.sentence);
    }

    // The next build of an unchanged group (a write elsewhere) enumerates nothing.
    explainGroup(input(9001));
    expect(outlookRuns.count).toBe(before + 1);
  });
});
