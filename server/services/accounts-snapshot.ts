import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import * as t from '../db/schema';
import { allKeys, columnsOf, oneRowStatement } from './league-read';

/**
 * What session checks and the per-user dashboard reads need of the accounts, held in memory
 * (docs/decisions/036-dashboard-reads-from-the-snapshot.md); the one source of those reads
 * (docs/decisions/065-one-read-path-for-the-accounts.md): every user's role, team, token
 * version and confirmation, every team, the sessions ended by logout and the restore's cut-off,
 * and who plays whom (for the opponents' captains' phones). Triggers on users, teams,
 * ended_sessions, settings and the sides of matches notify ACCOUNTS_CHANNEL at the commit of any
 * change, whoever makes it (migration 0009), and each instance drops its snapshot on it.
 */
export const ACCOUNTS_CHANNEL = 'league_accounts';

/** The settings key of the restore's cut-off: sessions issued before it are over (auth.ts). */
export const SESSIONS_VALID_FROM = 'sessions_valid_from';

const PARTS = {
  userRows: columnsOf(
    t.users,
    [
      'id',
      'name',
      'mail',
      'phone',
      'role',
      'memberOf',
      'tokenVersion',
      'emailConfirmedAt',
      'language',
      'joinRequestedAt',
    ],
    [t.users.id],
  ),
  teamRows: columnsOf(t.teams, allKeys(t.teams), [t.teams.id]),
  endedRows: columnsOf(t.endedSessions, ['jti']),
  matchRows: columnsOf(t.matches, ['homeId', 'guestId']),
};
const PART_ENTRIES = Object.entries(PARTS);
const QUERY = sql.raw(
  oneRowStatement({
    parts: sql`json_build_array(${sql.join(
      PART_ENTRIES.map(([, part]) => part.query),
      sql`, `,
    )})`.as('parts'),
    valid_from: sql`(select (${t.settings.value})::text::float8 from ${t.settings}
      where ${t.settings.key} = ${sql.raw(`'${SESSIONS_VALID_FROM}'`)})`.as('valid_from'),
  }),
);

type Parts = { [K in keyof typeof PARTS]: ReturnType<(typeof PARTS)[K]['parse']> };
export type AccountRow = Parts['userRows'][number];
export type TeamRow = Parts['teamRows'][number];

export interface AccountsSnapshot {
  /** By ascending id, as the maps below. */
  userRows: AccountRow[];
  teamRows: TeamRow[];
  users: Map<number, AccountRow>;
  teams: Map<number, TeamRow>;
  /** team id -> the users whose member_of it is (members and join requests), by ascending id. */
  rosters: Map<number, AccountRow[]>;
  /** jti of every session ended by logout and not yet expired. */
  ended: Set<string>;
  /** Seconds since the epoch; sessions issued before it are over (a restore sets it), or null. */
  sessionsValidFrom: number | null;
  /** team id -> the teams it shares a match with. */
  opponents: Map<number, Set<number>>;
}

/** All of it in one statement: one round trip and one consistent view. */
export async function loadAccountsSnapshot(db: Db): Promise<AccountsSnapshot> {
  const result = (await db.execute(QUERY)) as unknown as {
    rows: { parts: (unknown[] | null)[][]; valid_from: number | string | null }[];
  };
  const row = result.rows[0];
  const values = row?.parts ?? [];
  const parts = Object.fromEntries(
    PART_ENTRIES.map(([name, part], i) => [name, part.parse(values[i] ?? [])]),
  ) as Parts;
  const rosters = new Map<number, AccountRow[]>();
  for (const user of parts.userRows) {
    if (user.memberOf === null) continue;
    const roster = rosters.get(user.memberOf);
    if (roster) roster.push(user);
    else rosters.set(user.memberOf, [user]);
  }
  const opponents = new Map<number, Set<number>>();
  const meet = (team: number, opponent: number) => {
    const known = opponents.get(team);
    if (known) known.add(opponent);
    else opponents.set(team, new Set([opponent]));
  };
  for (const { homeId, guestId } of parts.matchRows) {
    if (homeId === null || guestId === null) continue;
    meet(homeId, guestId);
    meet(guestId, homeId);
  }
  return {
    userRows: parts.userRows,
    teamRows: parts.teamRows,
    users: new Map(parts.userRows.map((user) => [user.id, user])),
    teams: new Map(parts.teamRows.map((team) => [team.id, team])),
    rosters,
    ended: new Set(parts.endedRows.map((ended) => ended.jti)),
    sessionsValidFrom:
      row?.valid_from === null || row?.valid_from === undefined ? null : Number(row.valid_from),
    opponents,
  };
}

/**
 * The accounts snapshot of this instance. Dropped on every ACCOUNTS_CHANNEL notification; the next
 * read loads it again, concurrent readers sharing one load. A load that a change overtook serves
 * the readers waiting for it (they came before the change) and is not kept. While it cannot be
 * kept (setKeep(false)), each request loads its own.
 */
export class AccountsCache {
  private snapshot: AccountsSnapshot | null = null;
  private loading: Promise<AccountsSnapshot> | null = null;
  private generation = 0;
  private keep = true;
  private catchUp: (() => Promise<void>) | null = null;
  /** Each request's view, so its session check and its answer read the same snapshot. */
  private readonly seen = new WeakMap<object, Promise<AccountsSnapshot>>();
  loads = 0;

  constructor(private readonly load: () => Promise<AccountsSnapshot>) {}

  /**
   * The snapshot as of this request. On PostgreSQL it first receives every notification committed
   * before the call. While changes elsewhere could go unnoticed, it is loaded for this request alone.
   */
  current(request: FastifyRequest): Promise<AccountsSnapshot> {
    let view = this.seen.get(request);
    if (!view) {
      view = this.read();
      this.seen.set(request, view);
    }
    return view;
  }

  private async read(): Promise<AccountsSnapshot> {
    if (this.catchUp) await this.catchUp();
    // A load shared with earlier readers may have started before a change this request must see.
    if (!this.keep) return this.counted(this.load());
    return this.snapshot ?? this.reload();
  }

  /** A change committed: the next read loads anew. */
  drop(): void {
    this.generation++;
    this.snapshot = null;
    this.loading = null;
  }

  /** Several instances: `catchUp` resolves once every notification committed before it was received. */
  share(catchUp: () => Promise<void>): void {
    this.catchUp = catchUp;
  }

  /** False while notifications could be missed (the listener is down): no snapshot is kept. */
  setKeep(keep: boolean): void {
    this.keep = keep;
    this.drop();
  }

  private reload(): Promise<AccountsSnapshot> {
    if (this.loading) return this.loading;
    const generation = this.generation;
    const loading = this.counted(this.load()).then((snapshot) => {
      if (generation === this.generation) this.snapshot = snapshot;
      return snapshot;
    });
    this.loading = loading;
    const clear = () => {
      if (this.loading === loading) this.loading = null;
    };
    loading.then(clear, clear);
    return loading;
  }

  private async counted(loading: Promise<AccountsSnapshot>): Promise<AccountsSnapshot> {
    const snapshot = await loading;
    this.loads++;
    return snapshot;
  }
}
