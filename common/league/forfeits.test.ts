import { describe, expect, it } from 'vitest';
import { HOUR } from '../durations';
import { getLocale, overwriteGetLocale } from '../i18n/paraglide/runtime.js';
import { type ExplainMatch, explainStandings } from './explain';
import {
  FORFEIT_NOTICE_HOURS,
  forfeitDeclarationOpen,
  forfeitLoser,
  forfeitScore,
  noShowClaimOpen,
  teamsToReview,
} from './forfeits';

const KICK_OFF = new Date('2026-06-04T16:00:00Z');
const at = (hoursBefore: number, ms = 0) => new Date(KICK_OFF.getTime() - hoursBefore * HOUR + ms);
const match = { homeId: 1, guestId: 2 };

describe('the forfeit deadline', () => {
  it('a declaration is open until 24 hours before the kick-off, that instant included; a claim from just after', () => {
    expect(FORFEIT_NOTICE_HOURS).toBe(24);
    expect(forfeitDeclarationOpen(KICK_OFF, at(72))).toBe(true);
    expect(forfeitDeclarationOpen(KICK_OFF, at(24))).toBe(true);
    expect(forfeitDeclarationOpen(KICK_OFF, at(24, 1))).toBe(false);
    expect(noShowClaimOpen(KICK_OFF, at(24))).toBe(false);
    expect(noShowClaimOpen(KICK_OFF, at(24, 1))).toBe(true);
    expect(noShowClaimOpen(KICK_OFF, at(-5))).toBe(true);
  });

  it('an undated match may be given up at any time, and no no-show claimed for it', () => {
    expect(forfeitDeclarationOpen(null, at(0))).toBe(true);
    expect(noShowClaimOpen(null, at(0))).toBe(false);
  });
});

describe('the forfeit score', () => {
  it('is 0:3 against the team that gave up, from either side', () => {
    expect(forfeitScore(match, 1)).toEqual({ home_score: 0, guest_score: 3 });
    expect(forfeitScore(match, 2)).toEqual({ home_score: 3, guest_score: 0 });
    expect(forfeitLoser(match, { home_score: 3, guest_score: 0 })).toBe(2);
    expect(() => forfeitScore(match, 7)).toThrow();
  });

  it('puts a team on the review list at its second forfeit', () => {
    expect([...teamsToReview([{ forfeitTeamId: 1 }, { forfeitTeamId: 2 }, { forfeitTeamId: null }])]).toEqual(
      [],
    );
    expect([...teamsToReview([{ forfeitTeamId: 1 }, { forfeitTeamId: 2 }, { forfeitTeamId: 1 }])]).toEqual([
      [1, 2],
    ]);
  });
});

describe('a forfeit in the table', () => {
  const teams = [
    { id: 1, name: 'Mathe United' },
    { id: 2, name: 'Physik FC' },
    { id: 3, name: 'Chemie Dynamo' },
    { id: 4, name: 'Bio Kickers' },
  ];
  // Mathe United gave up week 1 against Physik FC (0:3). Both end on 6 points, 4:3 goals: level on
  // the four primary criteria, so the head-to-head decides, and the forfeit counts there like any result.
  const played: ExplainMatch[] = [
    { week: 1, home_id: 1, guest_id: 2, score_home: 0, score_guest: 3, forfeit_team_id: 1 },
    { week: 2, home_id: 1, guest_id: 3, score_home: 2, score_guest: 0 },
    { week: 3, home_id: 1, guest_id: 4, score_home: 2, score_guest: 0 },
    { week: 2, home_id: 2, guest_id: 3, score_home: 1, score_guest: 0 },
    { week: 3, home_id: 4, guest_id: 2, score_home: 3, score_guest: 0 },
  ];

  it('counts in the head-to-head like any result, and the explanation says the team could not play', () => {
    const { rows, explanations } = explainStandings(teams, played);
    expect(rows.map((r) => r.id)).toEqual([2, 1, 4, 3]);
    const mathe = explanations.find((e) => e.team_id === 1);
    expect(mathe?.neighbours[0]).toMatchObject({ team_id: 2, criterion: 'head_to_head', ahead: false });
    expect(mathe?.forfeits).toEqual(['Lost 0:3 to Physik FC in week 1: could not play']);
    expect(explanations.find((e) => e.team_id === 2)?.forfeits).toEqual([]);
  });

  it('says it in German', () => {
    const english = getLocale;
    overwriteGetLocale(() => 'de');
    try {
      const { explanations } = explainStandings(teams, played);
      expect(explanations.find((e) => e.team_id === 1)?.forfeits).toEqual([
        '0:3 gegen Physik FC am 1. Spieltag verloren: konnte nicht antreten',
      ]);
    } finally {
      overwriteGetLocale(english);
    }
  });
});
