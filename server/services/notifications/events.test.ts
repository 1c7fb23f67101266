import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionPaths } from '../../../common/api/links';
import type { Result } from '../../../common/api/types';
import { buildResult, buildSeason, buildUser, type UserRow } from '../../db/factories';
import { groups, groupTeams, matches, notifications, results, users } from '../../db/schema';
import { nth, okData } from '../../test/assertions';
import { ids, notificationItems, recipients } from '../../test/notification-items';
import { createTestApp, type TestApp } from '../../test/test-app';
import { finalizeResult } from '../matches';
import { resultSuggested } from './events';

/** The notification items each change of docs/PRODUCT.md#notifications queues, through the API. */

let t: TestApp;
let admin: UserRow;
beforeAll(async () => {
  t = await createTestApp();
  admin = await buildUser(t.db, { role: 'ADMIN' });
});
afterAll(() => t.close());

const post: TestApp['post'] = (...args) => t.post(...args);
const fixture = notificationItems(() => t);
const { queued, team } = fixture;

const KICKED_OFF = new Date(Date.now() - 3600 * 1000);
const NEXT_WEEK = new Date(Date.now() + 7 * 24 * 3600 * 1000);

/** Home vs guest (captain, co-captain, player each), refereed by two teams. */
const matchWorld = (date: Date | null = KICKED_OFF) => fixture.matchWorld(date);

describe('results', () => {
  it('a suggestion goes to the captains of the other team, not to the suggesting side', async () => {
    const { home, guest, match } = await matchWorld();
    const items = await queued(async () =>
      okData(
        await post('/api/addResult', home.captain, { match_id: match.id, home_score: 2, guest_score: 1 }),
      ),
    );
    expect(recipients(items)).toEqual(ids(guest.captain, guest.coCaptain));
    for (const item of items) {
      expect(item).toMatchObject({
        group: 'results',
        title: `A result was suggested for ${home.name} – ${guest.name}: 2:1.`,
        path: actionPaths.match(match.id),
      });
      expect(item.body).toContain(`${home.name} 2:1 ${guest.name}`);
      expect(item.body).toContain(`Suggested by ${home.captain.name} (${home.name}).`);
      expect(item.body).toMatch(/Kick-off: \w{3} \d\d\.\d\d\.\d{4}, \d\d:\d\d Munich time/);
    }
  });

  it('a suggestion differing from the other side’s says the match is disputed', async () => {
    const { home, guest, match } = await matchWorld();
    await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 1,
      submittedBy: guest.captain.id,
    });
    const items = await queued(async () =>
      okData(
        await post('/api/addResult', home.coCaptain, { match_id: match.id, home_score: 2, guest_score: 1 }),
      ),
    );
    expect(recipients(items)).toEqual(ids(guest.captain, guest.coCaptain));
    expect(nth(items, 0).body).toContain("It differs from your team's suggestion (1:1)");
  });

  it("an admin's suggestion goes to the captains of both teams", async () => {
    const { home, guest, match } = await matchWorld();
    const items = await queued(async () =>
      okData(await post('/api/addResult', admin, { match_id: match.id, home_score: 0, guest_score: 0 })),
    );
    expect(recipients(items)).toEqual(ids(home.captain, home.coCaptain, guest.captain, guest.coCaptain));
  });

  it('an accept makes the result final for the captains of both teams, except the one accepting', async () => {
    const { home, guest, match } = await matchWorld();
    const result = await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 3,
      scoreGuest: 3,
      submittedBy: home.captain.id,
    });
    const items = await queued(async () =>
      okData<Result>(await post('/api/acceptResult', guest.coCaptain, { result_id: result.id })),
    );
    expect(recipients(items)).toEqual(ids(home.captain, home.coCaptain, guest.captain));
    for (const item of items) {
      expect(item).toMatchObject({
        group: 'results',
        title: `The result of ${home.name} – ${guest.name} is final: 3:3.`,
        path: actionPaths.match(match.id),
      });
      expect(item.body).toContain(`Made final by ${guest.coCaptain.name}.`);
    }
  });

  it("an admin's accept tells the captains of both teams", async () => {
    const { home, guest, match } = await matchWorld();
    const result = await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: admin.id,
    });
    const items = await queued(async () =>
      okData(await post('/api/acceptResult', admin, { result_id: result.id })),
    );
    expect(recipients(items)).toEqual(ids(home.captain, home.coCaptain, guest.captain, guest.coCaptain));
  });

  it('a result made final by the deadline (finalizeResult without an actor) tells both sides', async () => {
    const { home, guest, match } = await matchWorld();
    const result = await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 2,
      submittedBy: home.captain.id,
    });
    const items = await queued(() =>
      t.db.transaction((tx) =>
        finalizeResult(tx, match, result, { autoAccepted: true, now: t.app.clock.now() }),
      ),
    );
    expect(recipients(items)).toEqual(ids(home.captain, home.coCaptain, guest.captain, guest.coCaptain));
    expect(nth(items, 0).body).toContain('Accepted automatically');
  });

  it('a refused accept or suggestion queues nothing', async () => {
    const { home, match } = await matchWorld();
    const result = await buildResult(t.db, {
      matchId: match.id,
      scoreHome: 1,
      scoreGuest: 0,
      submittedBy: home.captain.id,
    });
    const items = await queued(async () => {
      expect((await post('/api/acceptResult', home.coCaptain, { result_id: result.id })).statusCode).toBe(
        403,
      );
      expect(
        (await post('/api/addResult', home.captain, { match_id: match.id, home_score: 1, guest_score: 0 }))
          .statusCode,
      ).toBe(409);
    });
    expect(items).toEqual([]);
  });

  it('a rolled-back change leaves no item behind', async () => {
    const { home, match } = await matchWorld();
    const items = await queued(() =>
      expect(
        t.db.transaction(async (tx) => {
          const row = await buildResult(tx, {
            matchId: match.id,
            scoreHome: 1,
            scoreGuest: 0,
            submittedBy: home.captain.id,
          });
          await resultSuggested(tx, { matchId: match.id, result: row, actorId: home.captain.id });
          expect(
            (
              await tx
                .select()
                .from(notifications)
                .where(eq(notifications.path, actionPaths.match(match.id)))
            ).length,
          ).toBe(2);
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back'),
    );
    expect(items).toEqual([]);
    expect(await t.db.select().from(results).where(eq(results.matchId, match.id))).toEqual([]);
  });
});

describe('referees', () => {
  it('the appointed referee is told, the replaced one too, the captain appointing is not', async () => {
    const { home, guest, ref1, match } = await matchWorld(NEXT_WEEK);
    const appoint = async (referee: UserRow) =>
      okData(
        await post('/api/assignReferee', ref1.captain, {
          match_id: match.id,
          referee_id: referee.id,
          slot: 1,
        }),
      );

    const first = await queued(() => appoint(ref1.player));
    expect(first).toEqual([
      {
        userId: ref1.player.id,
        group: 'referee',
        title: `You are appointed referee of ${home.name} – ${guest.name}.`,
        body: expect.stringContaining(`Appointed by ${ref1.captain.name} for ${ref1.name}.`),
        path: actionPaths.refereeing(match.id),
      },
    ]);
    expect(nth(first, 0).body).toContain('Munich time');

    const change = await queued(() => appoint(ref1.coCaptain));
    expect(change.map((i) => [i.userId, i.title])).toEqual([
      [ref1.coCaptain.id, `You are appointed referee of ${home.name} – ${guest.name}.`],
      [ref1.player.id, `You are no longer referee of ${home.name} – ${guest.name}.`],
    ]);
    expect(nth(change, 1).body).toContain(`appointed ${ref1.coCaptain.name} instead`);

    // The captain appoints themselves: only the co-captain they replace hears of it; the same again is no change.
    expect(recipients(await queued(() => appoint(ref1.captain)))).toEqual([ref1.coCaptain.id]);
    expect(await queued(() => appoint(ref1.captain))).toEqual([]);
  });
});

describe('dates', () => {
  it('a date set or changed goes to both teams’ captains and the appointed referees, not the one setting it', async () => {
    const { home, guest, ref1, ref2, match } = await matchWorld(null);
    await t.db
      .update(matches)
      .set({ refereeId: ref1.player.id, refereeId2: ref2.captain.id })
      .where(eq(matches.id, match.id));
    const set = await queued(async () =>
      okData(
        await post('/api/updateMatchDate', home.captain, {
          match_id: match.id,
          date: NEXT_WEEK.toISOString(),
        }),
      ),
    );
    expect(recipients(set)).toEqual(
      ids(home.coCaptain, guest.captain, guest.coCaptain, ref1.player, ref2.captain),
    );
    const pairing = `${home.name} – ${guest.name}`;
    for (const item of set) {
      expect(item.group).toBe('dates');
      expect(item.title).toMatch(new RegExp(`^${pairing} is dated: .+ Munich time\\.$`));
      expect(item.body).toMatch(
        /^Before: TBD \(no date yet\)\nNow: .+ Munich time\nPitch: Zentraler Hochschulsport, Pitch 1, Connollystraße 32, 80809 München \(https:\/\/.+\)\nChanged by /,
      );
      const referee = item.userId === ref1.player.id || item.userId === ref2.captain.id;
      expect(item.path).toBe(referee ? actionPaths.refereeing(match.id) : actionPaths.match(match.id));
    }

    // Dated, it moves by consent (match-moves-events.test.ts) or by an admin alone.
    const later = new Date(NEXT_WEEK.getTime() + 24 * 3600 * 1000);
    const moved = await queued(async () =>
      okData(
        await post('/api/updateMatchDate', admin, {
          match_id: match.id,
          date: later.toISOString(),
        }),
      ),
    );
    expect(recipients(moved)).toEqual(
      ids(home.captain, home.coCaptain, guest.captain, guest.coCaptain, ref1.player, ref2.captain),
    );
    expect(nth(moved, 0).title).toMatch(new RegExp(`^${pairing} is moved to `));
    expect(nth(moved, 0).body).not.toContain('TBD');

    // The same date again changes nothing and tells nobody.
    expect(
      await queued(async () =>
        okData(
          await post('/api/updateMatchDate', admin, {
            match_id: match.id,
            date: later.toISOString(),
          }),
        ),
      ),
    ).toEqual([]);
  });
});

describe('team and membership', () => {
  it('a join request goes to the team’s captains, its answer to the requester', async () => {
    const club = await team('Club');
    const [alice, bob] = [await buildUser(t.db), await buildUser(t.db)];
    const asked = await queued(async () => okData(await post('/api/joinTeam', alice, { team_id: club.id })));
    expect(recipients(asked)).toEqual(ids(club.captain, club.coCaptain));
    expect(nth(asked, 0)).toMatchObject({
      group: 'team',
      title: `${alice.name} asks to join ${club.name}.`,
      path: actionPaths.joinRequests(club.id),
    });

    const accepted = await queued(async () =>
      okData(await post('/api/acceptPlayer', club.coCaptain, { user_id: alice.id, accept: true })),
    );
    expect(accepted).toEqual([
      {
        userId: alice.id,
        group: 'team',
        title: `Your request to join ${club.name} is accepted.`,
        body: expect.stringContaining(`Accepted by ${club.coCaptain.name}.`),
        path: actionPaths.myTeam,
      },
    ]);

    okData(await post('/api/joinTeam', bob, { team_id: club.id }));
    const declined = await queued(async () =>
      okData(await post('/api/acceptPlayer', club.captain, { user_id: bob.id, accept: false })),
    );
    expect(declined.map((i) => [i.userId, i.title])).toEqual([
      [bob.id, `Your request to join ${club.name} is declined.`],
    ]);
  });

  it('a new team request goes to every admin, its acceptance to its creator', async () => {
    const otherAdmin = await buildUser(t.db, { role: 'ADMIN' });
    const admins = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'ADMIN'));
    const founder = await buildUser(t.db);
    const name = `Founders ${Math.random().toString(36).slice(2, 7)}`;
    let teamId = 0;
    const requested = await queued(async () => {
      teamId = okData<{ team: { id: number } }>(
        await post('/api/createTeam', founder, { name, name_short: 'FND' }),
      ).team.id;
    });
    expect(recipients(requested)).toEqual(ids(...admins));
    expect(recipients(requested)).toContain(otherAdmin.id);
    expect(nth(requested, 0)).toMatchObject({
      group: 'team',
      title: `${name} asks to be accepted as a team.`,
      path: actionPaths.teamRequests,
    });
    expect(nth(requested, 0).body).toContain(`Registered by ${founder.name}.`);

    const accepted = await queued(async () =>
      okData(await post('/api/acceptTeam', otherAdmin, { team_id: teamId, captain_id: founder.id })),
    );
    expect(accepted).toEqual([
      {
        userId: founder.id,
        group: 'team',
        title: `Your team ${name} is accepted.`,
        body: expect.any(String),
        path: actionPaths.myTeam,
      },
    ]);
  });
});

describe('referee teams named', () => {
  /** Two groups of five teams (each a captain and a co-captain) in a new season. */
  async function seasonWithGroups() {
    const season = await buildSeason(t.db);
    const clubs = [];
    for (const g of [1, 2]) {
      const [group] = await t.db
        .insert(groups)
        .values({ name: `Group ${g}`, seasonId: season.id })
        .returning();
      if (!group) throw new Error('no group');
      for (let i = 0; i < 5; i++) {
        const club = await team(`G${g}`);
        await t.db.insert(groupTeams).values({ groupId: group.id, teamId: club.id });
        clubs.push(club);
      }
    }
    return { season, clubs };
  }

  it('Create Matches gives each captain of a referee team exactly one item listing all its duties', async () => {
    const { season, clubs } = await seasonWithGroups();
    const items = await queued(async () =>
      okData(await post('/api/createMatches', admin, { season_id: season.id })),
    );
    const seasonMatches = await t.db.select().from(matches).where(eq(matches.seasonId, season.id));
    for (const club of clubs) {
      const duties = seasonMatches.filter((m) => m.refereeTeamId === club.id || m.refereeTeamId2 === club.id);
      expect(duties.length).toBeGreaterThan(0);
      for (const captain of [club.captain, club.coCaptain]) {
        const mine = items.filter((i) => i.userId === captain.id);
        expect(mine).toHaveLength(1);
        const item = nth(mine, 0);
        expect(item.group).toBe('referee');
        expect(item.title).toBe(
          duties.length === 1
            ? expect.stringContaining('has a new referee duty')
            : `${club.name} has ${duties.length} new referee duties.`,
        );
        expect(item.body.split('\n').filter((line) => line.startsWith('Week '))).toHaveLength(duties.length);
        expect(item.body).toContain('TBD');
        expect(item.path).toMatch(/^\/dashboard\/refereeing#match-\d+$/);
      }
      expect(items.filter((i) => i.userId === club.player.id)).toEqual([]);
    }
    expect(items).toHaveLength(clubs.length * 2);
  });

  it('knockout matches getting their referee teams tell those teams once each', async () => {
    const { season } = await seasonWithGroups();
    okData(await post('/api/createMatches', admin, { season_id: season.id }));
    const items = await queued(async () =>
      okData(await post('/api/closeGroupStage', admin, { season_id: season.id })),
    );
    const refereed = await t.db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.seasonId, season.id),
          isNotNull(matches.refereeTeamId),
          inArray(matches.matchStage, ['QUARTERFINAL1', 'QUARTERFINAL2', 'QUARTERFINAL3', 'QUARTERFINAL4']),
        ),
      );
    expect(refereed.length).toBeGreaterThan(0);
    const refereeTeams = new Set(
      refereed.flatMap((m) => [m.refereeTeamId, m.refereeTeamId2]).filter((id) => id !== null),
    );
    const captains = await t.db
      .select({ id: users.id })
      .from(users)
      .where(and(inArray(users.memberOf, [...refereeTeams]), eq(users.role, 'CAPTAIN')));
    const referee = items.filter((i) => i.group === 'referee');
    expect(recipients(referee)).toEqual(ids(...captains));
    for (const item of referee) expect(item.title).toMatch(/new referee dut/);
  });
});
