import { asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Eligibility } from '../../common/api/eligibility';
import type { RefereeSuggestion } from '../../common/api/referee-planner';
import type { Todo } from '../../common/api/todos';
import type { MyTeam, Team } from '../../common/api/types';
import { DAY } from '../../common/durations';
import { buildMatch, buildResult, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { auditLog, availability, eligibilityApprovals, mailOutbox, universityAddresses } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { expectRefusedUnchanged, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * Eligibility (issue 45 point 1, decision 096): the league's domains, the status on getUserByToken
 * and the own roster, a second address confirmed by its mailed link, an admin's approval (audited),
 * the refusals of an ineligible player (yes, goals, referee), the draw's count, and the check again
 * in a new season.
 */

const NOW = new Date('2026-05-04T10:00:00Z');
const clock = new ManualClock(NOW);
let t: TestApp;
let admin: UserRow;
const DOMAINS = ['tum.de', 'mytum.de', 'lmu.de', 'campus.lmu.de', 'hm.edu'];
const GERMAN = { 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' };

const details = (domains: unknown) => ({
  name: 'Münchner Hochschul-Fußballliga e.V.',
  email: 'info@hochschulliga-muenchen.de',
  street: 'Leopoldstraße 15',
  postal_code: '80802',
  city: 'München',
  phone: '',
  register: '',
  board: '',
  content_responsible: '',
  instagram: '',
  eligible_domains: domains,
});

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
  const saved = okData<{ eligible_domains: string[] }>(
    await t.post('/api/updateLeagueDetails', admin, details([...DOMAINS, ' @TUM.de ', 'HM.edu.'])),
  );
  // Lowercased, without @ or a trailing dot, each once.
  expect(saved.eligible_domains).toEqual(DOMAINS);
});
afterAll(() => t.close());

const dbState = async () => ({
  addresses: await t.db.select().from(universityAddresses).orderBy(asc(universityAddresses.id)),
  approvals: await t.db.select().from(eligibilityApprovals),
  availability: await t.db.select().from(availability),
  audit: await t.db.select({ id: auditLog.id }).from(auditLog),
});

/** A team of private addresses (example.test) and one member at tum.de; a match in two days. */
async function fixture() {
  clock.set(NOW);
  const home = await buildTeam(t.db, {
    size: 3,
    member: (i) => (i === 2 ? { mail: `student${Date.now()}${Math.random()}@tum.de`.replace('0.', '') } : {}),
  });
  const guest = await buildTeam(t.db, { size: 2 });
  const refs = await buildTeam(t.db, { size: 2 });
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.team.id,
    guestId: guest.team.id,
    refereeTeamId: refs.team.id,
    date: new Date(NOW.getTime() + 2 * DAY),
  });
  return {
    home,
    guest,
    refs,
    season,
    match,
    player: home.members[1] as UserRow,
    student: home.members[2] as UserRow,
  };
}

const me = async (user: UserRow) => okData<{ eligible: boolean }>(await t.post('/api/getUserByToken', user));
const todos = async (user: UserRow) => okData<Todo[]>(await t.post('/api/getTodos', user));
const yes = (user: UserRow, matchId: number) =>
  t.post('/api/setAvailability', user, { match_id: matchId, status: 'yes' });
const lastToken = async (to: string) => {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, to))
    .orderBy(desc(mailOutbox.id));
  return mail?.text.match(/\/mail\/university\?token=([\w-]+)/)?.[1] ?? '';
};
const confirmLink = (token: string) =>
  t.app.inject({ method: 'POST', url: `/mail/university?token=${token}` });

describe('eligibility', () => {
  it('refuses a bad domain list, naming the field', async () => {
    const answer = await t.post('/api/updateLeagueDetails', admin, details(['tum.de', 'not a domain']));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      code: 'invalid_field',
      error: expect.stringContaining('eligible_domains'),
    });
  });

  it('a private address is not eligible: no yes, a to-do, and the roster says so; a university one is', async () => {
    const f = await fixture();
    expect(await me(f.player)).toMatchObject({ eligible: false });
    expect(await me(f.student)).toMatchObject({ eligible: true });
    await expectRefusedUnchanged(dbState, () => yes(f.player, f.match.id), 409, 'not_eligible');
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/setAvailability',
      headers: GERMAN,
      payload: { access_token: await t.tokenFor(f.player), match_id: f.match.id, status: 'yes' },
    });
    expect(german.json()).toMatchObject({
      code: 'not_eligible',
      error: expect.stringContaining('spielberechtigt'),
    });
    okData(await t.post('/api/setAvailability', f.player, { match_id: f.match.id, status: 'no' }));
    okData(await yes(f.student, f.match.id));
    expect((await todos(f.player)).filter((x) => x.kind === 'eligibility')).toHaveLength(1);
    expect((await todos(f.student)).some((x) => x.kind === 'eligibility')).toBe(false);
    const team = okData<NonNullable<MyTeam>>(await t.post('/api/getMyTeam', f.home.captain));
    const status = Object.fromEntries((team.players ?? []).map((p) => [p.id, p.eligible]));
    expect(status[f.player.id]).toBe(false);
    expect(status[f.student.id]).toBe(true);
    // Visitors see no status: the public teams carry no roster.
    expect(
      JSON.stringify((await t.app.inject({ method: 'GET', url: '/api/getAcceptedTeams' })).json()),
    ).not.toContain('eligible');
  });

  it('a second address at a listed domain, confirmed by its link, makes the member eligible', async () => {
    const f = await fixture();
    await expectRefusedUnchanged(
      dbState,
      () => t.post('/api/addUniversityAddress', f.player, { email: 'anna@uni-augsburg.de' }),
      409,
      'not_university_address',
    );
    // Subdomains do not match: campus.lmu.de is listed, cip.lmu.de is not.
    const sub = await t.post('/api/addUniversityAddress', f.player, { email: 'anna@cip.lmu.de' });
    expect(sub.json()).toMatchObject({ code: 'not_university_address' });
    const address = `anna${f.player.id}@campus.lmu.de`;
    const added = okData<Eligibility>(
      await t.post('/api/addUniversityAddress', f.player, { email: address }),
    );
    expect(added).toMatchObject({
      eligible: false,
      addresses: [{ email: address, confirmed_at: null, counts: false }],
    });
    const token = await lastToken(address);
    expect(token).not.toBe('');
    // The link's GET changes nothing (mail scanners) and shows the button.
    const page = await t.app.inject({ method: 'GET', url: `/mail/university?token=${token}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`<form method="post" action="/mail/university?token=${token}">`);
    expect(await me(f.player)).toMatchObject({ eligible: false });
    const confirmed = await confirmLink(token);
    expect(confirmed.headers.location).toBe('/dashboard/profile?university=1#eligibility');
    expect((await confirmLink(token)).headers.location).toBe('/dashboard/profile?university=0#eligibility');
    expect((await confirmLink('nonsense')).headers.location).toBe(
      '/dashboard/profile?university=0#eligibility',
    );
    expect(await me(f.player)).toMatchObject({ eligible: true });
    const status = okData<Eligibility>(await t.post('/api/getEligibility', f.player));
    expect(status).toMatchObject({ eligible: true, basis: 'university_address', domains: DOMAINS });
    okData(await yes(f.player, f.match.id));
    expect((await todos(f.player)).some((x) => x.kind === 'eligibility')).toBe(false);
  });

  it('an expired link confirms nothing', async () => {
    const f = await fixture();
    const address = `late${f.player.id}@hm.edu`;
    okData(await t.post('/api/addUniversityAddress', f.player, { email: address }));
    clock.set(new Date(NOW.getTime() + DAY + 60_000));
    expect((await confirmLink(await lastToken(address))).headers.location).toContain('university=0');
    expect(await me(f.player)).toMatchObject({ eligible: false });
  });

  it('admins approve with a reason (audited); nobody else may', async () => {
    const f = await fixture();
    const body = { user_id: f.player.id, reason: 'Exchange student, enrolment seen' };
    for (const who of [f.home.captain, f.player]) {
      await expectRefusedUnchanged(
        dbState,
        () => t.post('/api/approveEligibility', who, body),
        403,
        'eligibility_not_allowed',
      );
    }
    expect((await t.post('/api/approveEligibility', null, body)).statusCode).toBe(401);
    // An admin finds who needs an approval on the teams' rosters (getTeams), as a captain on the own.
    const adminRoster = async () =>
      okData<Team[]>(await t.post('/api/getTeams', admin)).find((team) => team.id === f.home.team.id)
        ?.players;
    expect((await adminRoster())?.find((p) => p.id === f.player.id)?.eligible).toBe(false);
    expect((await adminRoster())?.find((p) => p.id === f.student.id)?.eligible).toBe(true);
    const missing = await t.post('/api/approveEligibility', admin, { ...body, user_id: 999_999 });
    expect(missing.json()).toMatchObject({ code: 'user_not_found' });
    const noReason = await t.post('/api/approveEligibility', admin, { user_id: f.player.id, reason: ' ' });
    expect(noReason.json()).toMatchObject({ code: 'invalid_field' });
    expect(okData(await t.post('/api/approveEligibility', admin, body))).toMatchObject({
      user_id: f.player.id,
      eligible: true,
    });
    const [entry] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'eligibility.approve'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      actorId: admin.id,
      targetUserId: f.player.id,
      after: { reason: body.reason },
    });
    expect(okData<Eligibility>(await t.post('/api/getEligibility', f.player))).toMatchObject({
      basis: 'approval',
    });
    expect((await adminRoster())?.find((p) => p.id === f.player.id)?.eligible).toBe(true);
    // Others' rosters do not say it.
    const captainsView = okData<Team[]>(await t.post('/api/getTeams', f.guest.captain));
    expect(captainsView.find((team) => team.id === f.home.team.id)?.players?.[0]).not.toHaveProperty(
      'eligible',
    );
  });

  it('an ineligible player is credited no goal and appointed no referee', async () => {
    const f = await fixture();
    const referee = f.refs.members[1] as UserRow;
    const appoint = await t.post('/api/assignReferee', admin, {
      match_id: f.match.id,
      referee_id: referee.id,
      slot: 1,
    });
    expect(appoint.statusCode).toBe(409);
    expect(appoint.json()).toMatchObject({
      code: 'not_eligible',
      error: expect.stringContaining(referee.name),
    });
    // The referee planner says why before anyone taps Appoint.
    const planned = okData<RefereeSuggestion[]>(
      await t.post('/api/suggestReferees', f.refs.captain, { match_id: f.match.id, slot: 1 }),
    );
    expect(planned.find((c) => c.user_id === referee.id)?.reason_if_excluded).toBe('not_eligible');
    clock.set(new Date(NOW.getTime() + 3 * DAY));
    const result = await buildResult(t.db, {
      matchId: f.match.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: f.home.captain.id,
    });
    const scorers = (playerId: number) => ({
      match_id: f.match.id,
      result_id: result.id,
      team_id: f.home.team.id,
      scorers: [{ playerId, goals: 1 }],
    });
    const refusedGoal = await t.post('/api/addscorer', f.home.captain, scorers(f.player.id));
    expect(refusedGoal.json()).toMatchObject({ code: 'not_eligible' });
    okData(await t.post('/api/addscorer', f.home.captain, scorers(f.student.id)));
  });

  it('the draw counts only eligible members towards the 20', async () => {
    const f = await fixture();
    const candidates = okData<{
      eligible: { team_id: number; members: number }[];
      left_out: { team_id: number; members: number }[];
    }>(await t.post('/api/getDrawCandidates', admin, {}));
    const home = [...candidates.eligible, ...candidates.left_out].find((c) => c.team_id === f.home.team.id);
    // Captain and two players at example.test, one at tum.de: one counts.
    expect(home?.members).toBe(1);
  });

  it('a new season asks again: a second address and an approval count for the season they were given in', async () => {
    const f = await fixture();
    const address = `ben${f.player.id}@mytum.de`;
    okData(await t.post('/api/addUniversityAddress', f.player, { email: address }));
    await confirmLink(await lastToken(address));
    const other = f.home.members[0] as UserRow;
    okData(await t.post('/api/approveEligibility', admin, { user_id: other.id, reason: 'Staff' }));
    expect(await me(f.player)).toMatchObject({ eligible: true });
    expect(await me(other)).toMatchObject({ eligible: true });
    await buildSeason(t.db);
    expect(await me(f.player)).toMatchObject({ eligible: false });
    expect(await me(other)).toMatchObject({ eligible: false });
    expect(await me(f.student)).toMatchObject({ eligible: true });
    expect((await todos(f.player)).map((x) => x.kind)).toContain('eligibility');
    const status = okData<Eligibility>(await t.post('/api/getEligibility', f.player));
    expect(status.addresses).toMatchObject([{ email: address, counts: false }]);
  });
});
