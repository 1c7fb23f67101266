import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ParticipationTerms } from '../../common/api/eligibility';
import type { Todo } from '../../common/api/todos';
import { DAY } from '../../common/durations';
import { buildMatch, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { availability, termsAcceptances } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The participation terms (issue 45 point 2, decision 097): the league text 'participation'; once
 * the league has written it, each player accepts each version once before answering yes, a new
 * version asks again, and every acceptance is kept with its time.
 */

const NOW = new Date('2026-05-04T10:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const dbState = async () => ({
  accepted: await t.db.select().from(termsAcceptances).orderBy(asc(termsAcceptances.version)),
  availability: await t.db.select().from(availability),
});
const terms = async (user: UserRow) =>
  okData<ParticipationTerms>(await t.post('/api/getParticipationTerms', user));
const write = async (body: string, locale = 'en') =>
  okData<{ id: number }>(
    await t.post('/api/updateLeagueText', admin, { key: 'participation', locale, body }),
  );

describe('participation terms', () => {
  it('asks each player once per version before a yes; a new version asks again', async () => {
    const team = await buildTeam(t.db, { size: 2 });
    const player = team.members[1] as UserRow;
    const season = await buildSeason(t.db);
    const match = await buildMatch(t.db, {
      seasonId: season.id,
      homeId: team.team.id,
      date: new Date(NOW.getTime() + 2 * DAY),
    });
    const yes = () => t.post('/api/setAvailability', player, { match_id: match.id, status: 'yes' });

    // No terms written yet: nothing to accept.
    expect(await terms(player)).toMatchObject({ version: 0, accepted: true });
    expect(
      okData<{ terms_accepted: boolean }>(await t.post('/api/getUserByToken', player)).terms_accepted,
    ).toBe(true);

    const first = await write('Play fair.');
    await write('Spielt fair.', 'de');
    const version = (await terms(player)).version;
    expect(version).toBeGreaterThan(first.id);
    expect(await terms(player)).toMatchObject({ accepted: false, accepted_version: null });
    expect(
      okData<{ terms_accepted: boolean }>(await t.post('/api/getUserByToken', player)).terms_accepted,
    ).toBe(false);
    expect(okData<Todo[]>(await t.post('/api/getTodos', player)).map((x) => x.kind)).toContain(
      'participation_terms',
    );
    await expectRefusedUnchanged(dbState, yes, 409, 'terms_not_accepted');
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/setAvailability',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(player), match_id: match.id, status: 'yes' },
    });
    expect(german.json()).toMatchObject({
      code: 'terms_not_accepted',
      error: expect.stringContaining('Teilnahmebedingungen'),
    });
    // A no needs no terms.
    okData(await t.post('/api/setAvailability', player, { match_id: match.id, status: 'no' }));

    // An old version is refused: the text changed meanwhile.
    await expectRefusedUnchanged(
      dbState,
      () => t.post('/api/acceptParticipationTerms', player, { version: first.id }),
      409,
      'terms_version_outdated',
    );
    const bad = await t.post('/api/acceptParticipationTerms', player, { version: 'latest' });
    expect(bad.json()).toMatchObject({ code: 'invalid_field', error: expect.stringContaining('version') });
    expect((await t.post('/api/acceptParticipationTerms', null, { version })).statusCode).toBe(401);

    clock.set(new Date(NOW.getTime() + 60_000));
    const accepted = okData<ParticipationTerms>(
      await t.post('/api/acceptParticipationTerms', player, { version }),
    );
    expect(accepted).toMatchObject({
      version,
      accepted: true,
      accepted_version: version,
      accepted_at: new Date(NOW.getTime() + 60_000).toISOString(),
    });
    // Twice is once.
    okData(await t.post('/api/acceptParticipationTerms', player, { version }));
    okData(await yes());
    expect(okData<Todo[]>(await t.post('/api/getTodos', player)).map((x) => x.kind)).not.toContain(
      'participation_terms',
    );

    // A new version asks again; the old acceptance is kept.
    const next = await write('Play fair, and referee when asked.');
    expect(await terms(player)).toMatchObject({
      version: next.id,
      accepted: false,
      accepted_version: version,
    });
    await expectRefusedUnchanged(dbState, yes, 409, 'terms_not_accepted');
    okData(await t.post('/api/acceptParticipationTerms', player, { version: next.id }));
    okData(await yes());
    const kept = await t.db.select().from(termsAcceptances).orderBy(asc(termsAcceptances.version));
    expect(kept.filter((r) => r.userId === player.id).map((r) => r.version)).toEqual([version, next.id]);
  });
});
