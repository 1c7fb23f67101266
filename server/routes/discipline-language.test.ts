import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Card } from '../../common/api/discipline';
import { buildMatch, buildResult, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Every discipline call refuses in German for a German browser (decision 031), with its stable
 * code: the policy refusals (403), the missing match, season and card (404), the state refusals
 * (409) and a field's sentence (400), beside the English of the same call.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

async function say(
  url: string,
  user: UserRow | null,
  body: object,
  headers: Record<string, string> = GERMAN,
) {
  const token = user ? { access_token: await t.tokenFor(user) } : {};
  const res = await t.app.inject({ method: 'POST', url, payload: { ...token, ...body }, headers });
  const json = res.json();
  return { status: res.statusCode, code: json.code as string, error: json.error as string };
}

/** Home plays guest (kicked off a day ago), the home captain suggested 2:1 with a red card for a guest player. */
async function fixture() {
  const [home, guest] = [await buildTeam(t.db, { size: 3 }), await buildTeam(t.db, { size: 3 })];
  const admin = await buildUser(t.db, { role: 'ADMIN' });
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    date: new Date(Date.now() - 86_400_000),
  });
  const result = await buildResult(t.db, {
    matchId: match.id,
    scoreHome: 2,
    scoreGuest: 1,
    submittedBy: home.captain.id,
  });
  const guestPlayer = guest.members[1] as UserRow;
  const [card] = okData<Card[]>(
    await t.post('/api/addCards', home.captain, {
      result_id: result.id,
      cards: [{ player_id: guestPlayer.id, kind: 'yellow' }],
    }),
  );
  if (!card) throw new Error('no card');
  return { home, guest, admin, season, match, result, guestPlayer, card };
}

describe('discipline calls in German', () => {
  it('the policy refusals (403) of each call', async () => {
    const f = await fixture();
    const player = f.home.members[1] as UserRow;
    const cases: [string, object, string, string][] = [
      [
        '/api/addCards',
        { result_id: f.result.id, cards: [{ player_id: f.guestPlayer.id, kind: 'red' }] },
        'add_cards_not_allowed',
        'Nur ein Kapitän eines der beiden Teams, ein eingeteilter Schiedsrichter des Spiels oder ein Admin kann die Karten des Spiels eintragen.',
      ],
      [
        '/api/disputeCard',
        { card_id: f.card.id },
        'dispute_card_not_allowed',
        'Nur ein Kapitän der anderen Seite oder ein eingeteilter Schiedsrichter des Spiels kann diese Karte anfechten.',
      ],
      [
        '/api/resolveCardDispute',
        { card_id: f.card.id, keep: true },
        'decide_card_not_allowed',
        'Nur ein Admin kann über eine angefochtene Karte entscheiden.',
      ],
      [
        '/api/setDisciplineRules',
        { season_id: f.season.id, yellow_limit: 4, yellow_ban: 1, yellow_red_ban: 1, red_ban: 2 },
        'discipline_rules_not_allowed',
        'Nur ein Admin kann die Sperrenregeln einer Saison festlegen.',
      ],
      [
        '/api/adjustSuspension',
        { card_id: f.card.id, matches: 0, reason: 'Einspruch' },
        'adjust_suspension_not_allowed',
        'Nur ein Admin kann eine Sperre aufheben oder verlängern.',
      ],
    ];
    for (const [url, body, code, error] of cases) {
      expect(await say(url, player, body), url).toEqual({ status: 403, code, error });
    }
    const loner = await buildUser(t.db);
    for (const url of ['/api/getSuspensions', '/api/getPlayerCards']) {
      expect(await say(url, loner, { season_id: f.season.id }), url).toEqual({
        status: 403,
        code: 'suspensions_not_allowed',
        error: 'Nur die Mitglieder eines Teams und die Admins sehen seine Sperren.',
      });
    }
    // The same refusal in English without the German header.
    expect(await say('/api/getSuspensions', loner, { season_id: f.season.id }, {})).toMatchObject({
      error: 'Only the members of a team and the admins can see its suspensions.',
    });
  });

  it('what is not there (404) and the state refusals (409)', async () => {
    const f = await fixture();
    expect(await say('/api/getMatchCards', null, { match_id: 2_000_000 })).toEqual({
      status: 404,
      code: 'match_not_found',
      error: 'Dieses Spiel gibt es nicht.',
    });
    expect(await say('/api/getDisciplineRules', null, { season_id: 2_000_000 })).toEqual({
      status: 404,
      code: 'season_not_found',
      error: 'Diese Saison gibt es nicht.',
    });
    expect(await say('/api/disputeCard', f.guest.captain, { card_id: 2_000_000 })).toEqual({
      status: 404,
      code: 'card_not_found',
      error: 'Diese Karte gibt es nicht (mehr).',
    });
    expect(
      await say('/api/addCards', f.guest.captain, {
        result_id: f.result.id,
        cards: [{ player_id: f.guestPlayer.id, kind: 'red' }],
      }),
    ).toEqual({
      status: 409,
      code: 'card_already_recorded',
      error: 'Ein Spieler bekommt eine Karte pro Ergebnis, und dieser Spieler hat schon eine.',
    });
    expect(await say('/api/resolveCardDispute', f.admin, { card_id: f.card.id, keep: true })).toEqual({
      status: 409,
      code: 'card_not_disputed',
      error: 'Niemand ficht diese Karte an.',
    });
    expect(
      await say('/api/adjustSuspension', f.admin, { card_id: f.card.id, matches: 2, reason: 'Test' }),
    ).toEqual({
      status: 409,
      code: 'card_gives_no_ban',
      error:
        'Diese Karte bringt keine Sperre: Nur eine Rote oder Gelb-Rote Karte oder die Gelbe, die das Limit der Saison erreicht, sperrt.',
    });
    okData(await t.post('/api/disputeCard', f.guest.captain, { card_id: f.card.id }));
    expect(await say('/api/disputeCard', f.guest.captain, { card_id: f.card.id })).toEqual({
      status: 409,
      code: 'card_already_disputed',
      error: 'Diese Karte ist schon angefochten: Ein Admin entscheidet.',
    });
  });

  it("a field's sentence (400) keeps its field in both languages", async () => {
    const f = await fixture();
    const body = { season_id: f.season.id, yellow_limit: 0, yellow_ban: 1, yellow_red_ban: 1, red_ban: 2 };
    const german = await say('/api/setDisciplineRules', f.admin, body);
    const english = await say('/api/setDisciplineRules', f.admin, body, {});
    expect([german.status, german.code, english.code]).toEqual([400, 'invalid_field', 'invalid_field']);
    expect(german.error).toMatch(/^yellow_limit: /);
    expect(english.error).toMatch(/^yellow_limit: /);
    expect(german.error).not.toBe(english.error);
  });
});
