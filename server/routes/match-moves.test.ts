import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ErrorCode } from '../../common/api/error-codes';
import type { MatchDateProposal } from '../../common/api/match-moves';
import type { Todo } from '../../common/api/todos';
import type { Season } from '../../common/api/types';
import { ALREADY_PROPOSED } from '../../common/league/match-moves';
import { MATCH_WINDOW_MONTHS, matchWindowEnd } from '../../common/league/match-window';
import { buildMatch, buildResult, buildSeason, buildTeam, buildUser, type UserRow } from '../db/factories';
import { matchDateProposals, matches, notifications } from '../db/schema';
import { ManualClock } from '../lib/clock';
import { expectRefusedUnchanged, nth, okData } from '../test/assertions';
import { createTestApp, type TestApp } from '../test/test-app';

/** Moving a match by consent (docs/PRODUCT.md#moving-a-match, decision 035), through the real app. */

const clock = new ManualClock();
let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp({}, { clock });
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const HOUR = 3600 * 1000;
const fromNow = (hours: number) => new Date(clock.now().getTime() + hours * HOUR);
const post: TestApp['post'] = (...args) => t.post(...args);

async function dbState() {
  return {
    matches: await t.db.select().from(matches).orderBy(asc(matches.id)),
    proposals: await t.db.select().from(matchDateProposals).orderBy(asc(matchDateProposals.id)),
    notifications: await t.db.select().from(notifications).orderBy(asc(notifications.id)),
  };
}

const refused = (
  request: () => Promise<LightMyRequestResponse>,
  status: number,
  code: ErrorCode,
  error?: string | RegExp,
) => expectRefusedUnchanged(dbState, request, status, code, error);

/** Home vs guest (captain, co-captain, player each) in two days, refereed by ref; an outsider team. */
async function world(kickOffInHours: number | null = 48) {
  const team = async () => {
    const built = await buildTeam(t.db, { size: 3, coCaptains: 1 });
    return { ...built, id: built.team.id, coCaptain: nth(built.members, 1), player: nth(built.members, 2) };
  };
  const [home, guest, ref, outsider] = [await team(), await team(), await team(), await team()];
  const season = await buildSeason(t.db);
  const match = await buildMatch(t.db, {
    seasonId: season.id,
    homeId: home.id,
    guestId: guest.id,
    refereeTeamId: ref.id,
    refereeId: ref.player.id,
    date: kickOffInHours === null ? null : fromNow(kickOffInHours),
  });
  return { season, match, home, guest, ref, outsider };
}

const matchRow = async (id: number) => {
  const [row] = await t.db.select().from(matches).where(eq(matches.id, id));
  if (!row) throw new Error('no match');
  return row;
};

const propose = (user: UserRow | null, matchId: number, date: Date | string) =>
  post('/api/proposeMatchDate', user, {
    match_id: matchId,
    date: typeof date === 'string' ? date : date.toISOString(),
  });
const answer = (user: UserRow | null, proposalId: number, accept: boolean) =>
  post('/api/answerMatchDateProposal', user, { proposal_id: proposalId, accept });
const withdraw = (user: UserRow | null, proposalId: number) =>
  post('/api/withdrawMatchDateProposal', user, { proposal_id: proposalId });
const proposalsOf = async (user: UserRow) =>
  okData<MatchDateProposal[]>(await post('/api/getMatchDateProposals', user));
const WHO_IS_COMING: string[] = ['availability', 'short_squad'];
// Who is coming asks about the same matches (availability.test.ts): these tests look at the rest.
const todosOf = async (user: UserRow) =>
  okData<Todo[]>(await post('/api/getTodos', user)).filter((todo) => !WHO_IS_COMING.includes(todo.kind));

describe('proposeMatchDate and answerMatchDateProposal', () => {
  it('moves the match when the other team accepts: the date, the feeds and the public answer change', async () => {
    const w = await world();
    const before = await matchRow(w.match.id);
    const to = fromNow(72);
    const proposal = okData<MatchDateProposal>(await propose(w.home.coCaptain, w.match.id, to));
    expect(proposal).toMatchObject({
      match_id: w.match.id,
      date: to.toISOString(),
      kick_off: before.date?.toISOString(),
      team_id: w.home.id,
      proposed_by: w.home.coCaptain.id,
      proposed_by_name: w.home.coCaptain.name,
      status: 'open',
      lapses_at: before.date?.toISOString(),
    });
    // Nothing moves yet.
    expect((await matchRow(w.match.id)).date).toEqual(before.date);

    // The captains of both teams and admins see it; nobody else.
    for (const user of [w.home.captain, w.home.coCaptain, w.guest.captain, w.guest.coCaptain, admin]) {
      expect((await proposalsOf(user)).map((p) => p.id)).toContain(proposal.id);
    }
    for (const user of [w.home.player, w.guest.player, w.ref.captain, w.ref.player, w.outsider.captain]) {
      expect((await proposalsOf(user)).map((p) => p.id)).not.toContain(proposal.id);
    }
    // The other team's captains must answer: it is on their to-do list, not the proposing side's.
    for (const user of [w.guest.captain, w.guest.coCaptain]) {
      expect((await todosOf(user)).filter((todo) => todo.match_id === w.match.id)).toEqual([
        expect.objectContaining({ kind: 'answer_date_proposal', due_at: before.date?.toISOString() }),
      ]);
    }
    expect((await todosOf(w.home.captain)).filter((todo) => todo.kind === 'answer_date_proposal')).toEqual(
      [],
    );

    const accepted = okData<MatchDateProposal>(await answer(w.guest.coCaptain, proposal.id, true));
    expect(accepted).toMatchObject({ id: proposal.id, status: 'accepted' });
    const after = await matchRow(w.match.id);
    expect(after.date?.toISOString()).toBe(to.toISOString());
    // Through setMatchDate: the calendar event gets a higher SEQUENCE and keeps its last kick-off.
    expect(after.dateSequence).toBe(before.dateSequence + 1);
    expect(after.lastDate?.toISOString()).toBe(to.toISOString());
    const seasons = (await t.app.inject({ method: 'GET', url: '/api/getSeasons' })).json().data as Season[];
    const shown = seasons.find((s) => s.id === w.season.id)?.matches.find((m) => m.id === w.match.id);
    expect(shown?.date).toBe(to.toISOString());
    // Answered: off the lists and the to-dos, and not answerable again.
    expect(await proposalsOf(w.guest.captain)).toEqual([]);
    expect((await todosOf(w.guest.captain)).filter((todo) => todo.match_id === w.match.id)).toEqual([]);
    await refused(() => answer(w.guest.captain, proposal.id, false), 409, 'proposal_closed');
    await refused(() => withdraw(w.home.captain, proposal.id), 409, 'proposal_closed');
  });

  it('keeps the date when the other team declines; the proposing side may then propose again', async () => {
    const w = await world();
    const before = await matchRow(w.match.id);
    const proposal = okData<MatchDateProposal>(await propose(w.guest.captain, w.match.id, fromNow(30)));
    const declined = okData<MatchDateProposal>(await answer(w.home.captain, proposal.id, false));
    expect(declined.status).toBe('declined');
    const after = await matchRow(w.match.id);
    expect(after.date).toEqual(before.date);
    expect(after.dateSequence).toBe(before.dateSequence);
    await refused(() => answer(w.home.coCaptain, proposal.id, true), 409, 'proposal_closed');
    okData(await propose(w.guest.coCaptain, w.match.id, fromNow(31)));
  });

  it('lets an admin decide a proposal, and an admin moving the match directly supersedes it', async () => {
    const w = await world();
    const first = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(60)));
    expect((await proposalsOf(admin)).map((p) => p.id)).toContain(first.id);
    okData(await answer(admin, first.id, true));
    expect((await matchRow(w.match.id)).date?.toISOString()).toBe(fromNow(60).toISOString());

    const second = okData<MatchDateProposal>(await propose(w.guest.captain, w.match.id, fromNow(90)));
    okData(
      await post('/api/updateMatchDate', admin, { match_id: w.match.id, date: fromNow(100).toISOString() }),
    );
    const [row] = await t.db.select().from(matchDateProposals).where(eq(matchDateProposals.id, second.id));
    expect(row?.status).toBe('superseded');
    await refused(() => answer(w.home.captain, second.id, true), 409, 'proposal_closed');
    expect((await matchRow(w.match.id)).date?.toISOString()).toBe(fromNow(100).toISOString());
  });

  it('refuses whoever is not a captain of the two teams, and admins, who set dates directly', async () => {
    const w = await world();
    const to = fromNow(72);
    for (const user of [w.home.player, w.guest.player, w.ref.captain, w.outsider.captain, admin]) {
      await refused(() => propose(user, w.match.id, to), 403, 'propose_date_not_allowed');
    }
    await refused(() => propose(null, w.match.id, to), 401, 'session_expired');
    const proposal = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, to));
    // Only the other team's captains (or an admin) answer: not the proposing side, not a player.
    for (const user of [
      w.home.captain,
      w.home.coCaptain,
      w.guest.player,
      w.ref.captain,
      w.outsider.captain,
    ]) {
      await refused(() => answer(user, proposal.id, true), 403, 'answer_proposal_not_allowed');
    }
    await refused(() => answer(null, proposal.id, true), 401, 'session_expired');
    // Only the proposing team's captains withdraw it.
    for (const user of [w.guest.captain, w.guest.coCaptain, w.home.player, admin, w.outsider.captain]) {
      await refused(() => withdraw(user, proposal.id), 403, 'withdraw_proposal_not_allowed');
    }
    await refused(() => withdraw(null, proposal.id), 401, 'session_expired');
    await refused(() => post('/api/getMatchDateProposals', null), 401, 'session_expired');
  });

  it('keeps one open proposal per match, naming the field', async () => {
    const w = await world();
    const proposal = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(72)));
    await refused(() => propose(w.guest.captain, w.match.id, fromNow(80)), 409, 'date_already_proposed');
    await refused(() => propose(w.home.coCaptain, w.match.id, fromNow(80)), 409, 'date_already_proposed');
    expect(ALREADY_PROPOSED()).toMatch(/^match_id: /);
    okData(await withdraw(w.home.coCaptain, proposal.id));
    okData(await propose(w.guest.captain, w.match.id, fromNow(80)));
  });

  it('lets exactly one of two proposals made at the same instant through', async () => {
    const w = await world();
    const answers = await Promise.all([
      propose(w.home.captain, w.match.id, fromNow(70)),
      propose(w.guest.captain, w.match.id, fromNow(71)),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    const open = await t.db
      .select()
      .from(matchDateProposals)
      .where(eq(matchDateProposals.matchId, w.match.id));
    expect(open).toHaveLength(1);
  });

  it('refuses undated, kicked-off and final matches, dates not ahead or unchanged, and unknown ids', async () => {
    const undated = await world(null);
    await refused(
      () => propose(undated.home.captain, undated.match.id, fromNow(72)),
      409,
      'match_not_movable',
    );
    // Undated, a captain dates it alone (the specification's call); dated, a second change needs consent.
    okData(
      await post('/api/updateMatchDate', undated.home.captain, {
        match_id: undated.match.id,
        date: fromNow(72).toISOString(),
      }),
    );
    await refused(
      () =>
        post('/api/updateMatchDate', undated.home.captain, {
          match_id: undated.match.id,
          date: fromNow(73).toISOString(),
        }),
      409,
      'kick_off_not_changeable',
    );

    const played = await world(-1);
    await refused(() => propose(played.home.captain, played.match.id, fromNow(72)), 409, 'match_not_movable');

    const w = await world();
    await refused(() => propose(w.home.captain, w.match.id, fromNow(-1)), 400, 'invalid_proposed_date');
    await refused(() => propose(w.home.captain, w.match.id, fromNow(48)), 400, 'invalid_proposed_date');
    await refused(() => propose(w.home.captain, w.match.id, 'tbd'), 400, 'invalid_field', /^date: /);
    await refused(() => propose(w.home.captain, w.match.id, 'next friday'), 400, 'invalid_field', /^date: /);
    await refused(() => propose(w.home.captain, 999_999, fromNow(72)), 404, 'match_not_found');
    await refused(() => answer(w.guest.captain, 999_999, true), 404, 'proposal_not_found');
    await refused(() => withdraw(w.home.captain, 999_999), 404, 'proposal_not_found');
    await refused(
      () => post('/api/answerMatchDateProposal', w.guest.captain, { proposal_id: 1 }),
      400,
      'invalid_field',
      /^accept: /,
    );
    await refused(
      () => post('/api/answerMatchDateProposal', w.guest.captain, { proposal_id: 'x', accept: true }),
      400,
      'invalid_field',
      /^proposal_id: /,
    );
    // A captain of another match's team gets the refusal of that match, not this one.
    await refused(
      () => propose(w.outsider.captain, w.match.id, fromNow(72)),
      403,
      'propose_date_not_allowed',
    );

    const proposal = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(72)));
    await buildResult(t.db, { matchId: w.match.id, scoreHome: 3, scoreGuest: 0, isFinal: true });
    await refused(() => answer(w.guest.captain, proposal.id, true), 409, 'proposal_closed');
    await refused(() => propose(w.guest.captain, w.match.id, fromNow(73)), 409, 'match_not_movable');
  });

  it("holds a proposal to the season's match window, as a date set alone", async () => {
    const w = await world();
    // The world's match is the season's first: its window ends 6 months after it.
    const end = matchWindowEnd(fromNow(48), MATCH_WINDOW_MONTHS.default);
    for (const date of ['9999-12-31T18:00:00Z', new Date(end.getTime() + 60_000).toISOString()]) {
      await refused(() => propose(w.home.captain, w.match.id, date), 400, 'date_after_season');
    }
    const proposal = okData<MatchDateProposal>(await propose(w.guest.captain, w.match.id, end));
    expect(proposal.date).toBe(end.toISOString());
  });

  it('lapses at the kick-off it would move: no answer, no withdrawal, off every list', async () => {
    const w = await world(2);
    const proposal = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(72)));
    const start = clock.now();
    try {
      clock.advance(2);
      await refused(() => answer(w.guest.captain, proposal.id, true), 409, 'proposal_closed');
      await refused(() => answer(admin, proposal.id, true), 409, 'proposal_closed');
      await refused(() => withdraw(w.home.captain, proposal.id), 409, 'proposal_closed');
      expect((await proposalsOf(admin)).map((p) => p.id)).not.toContain(proposal.id);
      expect((await todosOf(w.guest.captain)).filter((todo) => todo.match_id === w.match.id)).toEqual([]);
    } finally {
      clock.set(start);
    }
  });

  it('lapses at its own kick-off when that comes first, and makes room for a new proposal', async () => {
    const w = await world(48);
    const early = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(1)));
    expect(early.lapses_at).toBe(fromNow(1).toISOString());
    const start = clock.now();
    try {
      clock.advance(1);
      await refused(() => answer(w.guest.captain, early.id, true), 409, 'proposal_closed');
      const next = okData<MatchDateProposal>(await propose(w.guest.captain, w.match.id, fromNow(30)));
      const rows = await t.db
        .select({ id: matchDateProposals.id, status: matchDateProposals.status })
        .from(matchDateProposals)
        .where(eq(matchDateProposals.matchId, w.match.id))
        .orderBy(asc(matchDateProposals.id));
      expect(rows).toEqual([
        { id: early.id, status: 'lapsed' },
        { id: next.id, status: 'open' },
      ]);
    } finally {
      clock.set(start);
    }
  });

  it('lets the proposing side withdraw its proposal; the date stays', async () => {
    const w = await world();
    const before = await matchRow(w.match.id);
    const proposal = okData<MatchDateProposal>(await propose(w.home.captain, w.match.id, fromNow(72)));
    const withdrawn = okData<MatchDateProposal>(await withdraw(w.home.coCaptain, proposal.id));
    expect(withdrawn.status).toBe('withdrawn');
    expect((await matchRow(w.match.id)).date).toEqual(before.date);
    expect(await proposalsOf(w.guest.captain)).toEqual([]);
    await refused(() => answer(w.guest.captain, proposal.id, true), 409, 'proposal_closed');
    await refused(() => withdraw(w.home.captain, proposal.id), 409, 'proposal_closed');
  });
});
