/**
 * Password hashing under load (issue 23, decision 023), in one run:
 * 1. 20 concurrent logins of 20 demo accounts: median login time and the server's peak RSS
 *    during the burst, for the hashing before decision 023 (scrypt N=2^17, r=8, p=1, no queue) and
 *    today's (N=2^15, r=8, p=3, two at once). Each runs in a bench server of its own (the demo
 *    league's hashes made with its parameters); rounds alternate between them.
 * 2. Another user's login while one account hammers deleteAccount and updateUserByToken from 32
 *    connections (the stall), against its login on the idle server: goal < 2x.
 *
 * Options: -- --rounds 3 --connections 20 (concurrent logins) --seconds 10 (hammering).
 */
import { type BenchServer, benchArgs, MACHINE_NOTE, median, startBenchServer, verdict } from './lib';

const { rounds, connections, duration } = benchArgs({ rounds: 3, seconds: 10, connections: 20 });
const PASSWORD = 'league-demo-2025';
const HAMMER_CONNECTIONS = 32;
const MiB = 1024 * 1024;

async function post(server: BenchServer, path: string, body: object) {
  const res = await fetch(server.base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as { status: boolean; data: unknown; error?: string },
  };
}

async function timedLogin(server: BenchServer, email: string): Promise<number> {
  const start = performance.now();
  const res = await post(server, '/api/login', { email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`login of ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return performance.now() - start;
}

async function tokenOf(server: BenchServer, email: string): Promise<string> {
  const res = await post(server, '/api/login', { email, password: PASSWORD });
  return (res.body.data as { session: { access_token: string } }).session.access_token;
}

/** Demo accounts with the demo password, other than the ones part 2 uses. */
async function loginAccounts(server: BenchServer, count: number): Promise<string[]> {
  const token = await tokenOf(server, 'admin@demo.example');
  const teams = (await post(server, '/api/getTeams', { access_token: token })).body.data as {
    players: { mail: string; role: string }[];
  }[];
  const mails = teams
    .flatMap((team) => team.players)
    .filter((p) => p.role !== 'USER' && p.mail.endsWith('@demo.example'))
    .map((p) => p.mail)
    .filter((mail) => !['captain@demo.example', 'player@demo.example'].includes(mail));
  if (mails.length < count) throw new Error(`only ${mails.length} demo accounts`);
  return mails.slice(0, count);
}

interface Burst {
  medianMs: number;
  baselineRss: number;
  peakRss: number;
}

async function burst(server: BenchServer, accounts: string[]): Promise<Burst> {
  const { rss } = (await post(server, '/bench/peak-rss/reset', {})).body as unknown as { rss: number };
  const times = await Promise.all(accounts.map((email) => timedLogin(server, email)));
  const { peak } = await server.get<{ peak: number }>('/bench/peak-rss');
  return { medianMs: median(times), baselineRss: rss, peakRss: peak };
}

const sides = {
  before: { label: 'before (N=2^17, p=1, unbounded)', env: { BENCH_LEGACY_HASHING: '1' } },
  after: { label: 'after (N=2^15, p=3, 2 at once)', env: {} },
} as const;
type Side = keyof typeof sides;

console.log(MACHINE_NOTE);
const servers = {} as Record<Side, BenchServer>;
try {
  for (const side of Object.keys(sides) as Side[]) servers[side] = await startBenchServer(sides[side].env);
  const accounts = await loginAccounts(servers.after, connections);

  console.log(`\n1. ${connections} concurrent logins, ${rounds} rounds (alternating order)`);
  const bursts: Record<Side, Burst[]> = { before: [], after: [] };
  for (let round = 0; round < rounds; round++) {
    const order: Side[] = round % 2 ? ['after', 'before'] : ['before', 'after'];
    for (const side of order) bursts[side].push(await burst(servers[side], accounts));
  }
  for (const side of Object.keys(sides) as Side[]) {
    const runs = bursts[side];
    const peak = Math.max(...runs.map((r) => r.peakRss));
    const growth = Math.max(...runs.map((r) => r.peakRss - r.baselineRss));
    console.log(
      `${sides[side].label.padEnd(34)} median login ${median(runs.map((r) => r.medianMs)).toFixed(0)} ms, ` +
        `peak RSS ${(peak / MiB).toFixed(0)} MiB (+${(growth / MiB).toFixed(0)} MiB over the RSS before the burst)`,
    );
  }

  console.log(
    `\n2. player@demo.example logging in while captain@demo.example hammers deleteAccount and updateUserByToken (${HAMMER_CONNECTIONS} connections, ${duration} s; today's hashing)`,
  );
  const server = servers.after;
  const player = 'player@demo.example';
  const loginsOf = async (stop: () => boolean, min: number) => {
    const times: number[] = [];
    while (times.length < min || !stop()) times.push(await timedLogin(server, player));
    return times;
  };
  const idle = median(await loginsOf(() => true, 10));
  const captainToken = await tokenOf(server, 'captain@demo.example');
  const until = Date.now() + duration * 1000;
  const statuses = new Map<number, number>();
  const hammer = async (worker: number) => {
    for (let i = 0; Date.now() < until; i++) {
      const { status } =
        i % 2
          ? await post(server, '/api/deleteAccount', { access_token: captainToken })
          : await post(server, '/api/updateUserByToken', {
              access_token: captainToken,
              name: `Carla Kapitän ${worker}-${i}`,
            });
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  const [hammered] = await Promise.all([
    loginsOf(() => Date.now() >= until, 10),
    ...Array.from({ length: HAMMER_CONNECTIONS }, (_, worker) => hammer(worker)),
  ]);
  const underHammer = median(hammered as number[]);
  const ratio = underHammer / idle;
  const codes = [...statuses].map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(`idle: median login ${idle.toFixed(0)} ms`);
  console.log(
    `hammered: median login ${underHammer.toFixed(0)} ms over ${hammered?.length} logins (hammer answers: ${codes})`,
  );
  console.log(`ratio ${ratio.toFixed(2)} (goal < 2): ${verdict(ratio < 2)}`);
} finally {
  await Promise.all(Object.values(servers).map((server) => server.stop()));
}
