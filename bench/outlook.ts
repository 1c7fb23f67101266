/**
 * What each team still needs (groupOutlook) in its worst exact case: an 8-team group with 12 of
 * its 28 matches left, so 3^12 = 531,441 outcomes. Against, in the same process and interleaved
 * rounds, a bare loop over the same outcomes that only adds up each team's points: the floor of
 * any exact enumeration. Prints medians and p90; goal (issue 20): groupOutlook under 100 ms.
 *   npm run bench:outlook -- [--rounds 15]
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  EXACT_REMAINING_LIMIT,
  groupOutlook,
  outlookSentence,
  type RemainingMatch,
} from '../common/league/qualification';
import { computeStandings, type StandingMatch } from '../common/league/standings';

const { values } = parseArgs({ options: { rounds: { type: 'string', default: '15' } } });
const rounds = Number(values.rounds);

// A single round robin of 8 teams with fixed scores; the last 12 pairings are still to play.
const teams = Array.from({ length: 8 }, (_, i) => ({ id: i + 1, name: `Team ${i + 1}` }));
const pairs = teams.flatMap((a) => teams.filter((b) => b.id > a.id).map((b) => [a.id, b.id] as const));
const played: StandingMatch[] = pairs.slice(0, pairs.length - EXACT_REMAINING_LIMIT).map(([a, b], i) => ({
  home_id: a,
  guest_id: b,
  score_home: (i * 7) % 4,
  score_guest: (i * 5) % 3,
}));
const remaining: RemainingMatch[] = pairs
  .slice(pairs.length - EXACT_REMAINING_LIMIT)
  .map(([a, b]) => ({ home_id: a, guest_id: b }));
const rows = computeStandings(teams, played);

/** The same odometer over the outcomes, only keeping each team's points: no classification. */
function floorLoop(): number {
  const points = Int32Array.from(rows.map((r) => r.points));
  const index = new Map(rows.map((r, i) => [r.id, i]));
  const home = Int32Array.from(remaining.map((m) => index.get(m.home_id) as number));
  const guest = Int32Array.from(remaining.map((m) => index.get(m.guest_id) as number));
  const homePoints = Int32Array.of(3, 1, 0);
  const guestPoints = Int32Array.of(0, 1, 3);
  const digits = new Uint8Array(remaining.length);
  for (let j = 0; j < remaining.length; j++) {
    points[home[j] as number] = (points[home[j] as number] as number) + 3;
  }
  let checksum = 0;
  for (;;) {
    checksum += points[0] as number;
    let j = 0;
    for (; j < remaining.length; j++) {
      const d = digits[j] as number;
      const to = d === 2 ? 0 : d + 1;
      const h = home[j] as number;
      const g = guest[j] as number;
      points[h] = (points[h] as number) - (homePoints[d] as number) + (homePoints[to] as number);
      points[g] = (points[g] as number) - (guestPoints[d] as number) + (guestPoints[to] as number);
      digits[j] = to;
      if (to !== 0) break;
    }
    if (j === remaining.length) return checksum;
  }
}

const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
/** Wall clock and this process's CPU time (which the machine's other work inflates less). */
const time = (work: () => unknown) => {
  const cpu = process.cpuUsage();
  const start = performance.now();
  work();
  const wall = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { wall, cpu: (used.user + used.system) / 1000 };
};

let outlook = groupOutlook(rows, played, remaining);
floorLoop();
const measured: { wall: number; cpu: number }[] = [];
const floor: { wall: number; cpu: number }[] = [];
for (let round = 0; round < rounds; round++) {
  measured.push(
    time(() => {
      outlook = groupOutlook(rows, played, remaining);
    }),
  );
  floor.push(time(floorLoop));
}
const wall = (xs: typeof measured) => xs.map((x) => x.wall);
const cpu = (xs: typeof measured) => xs.map((x) => x.cpu);
const line = (label: string, xs: number[]) =>
  `  ${label.padEnd(36)} median ${quantile(xs, 0.5).toFixed(1).padStart(6)} ms   p90 ${quantile(xs, 0.9).toFixed(1).padStart(6)} ms`;
console.log(
  `8 teams, ${remaining.length} matches left (${3 ** remaining.length} outcomes), ${rounds} interleaved rounds`,
);
console.log(line('groupOutlook, wall', wall(measured)));
console.log(line('groupOutlook, CPU', cpu(measured)));
console.log(line('floor (points only), wall', wall(floor)));
console.log(line('floor (points only), CPU', cpu(floor)));
const median = quantile(cpu(measured), 0.5);
console.log(`  ratio (CPU medians) ${(median / quantile(cpu(floor), 0.5)).toFixed(2)}x the floor`);
console.log(`  goal: CPU median < 100 ms: ${median < 100 ? 'met' : 'NOT met'}`);
for (const [id, o] of outlook) console.log(`  Team ${id}: ${outlookSentence(o)}`);
