/**
 * One account floods one write route while a visitor reads (issue 39, decision 052): for each
 * flood, 4 connections (4 parallel loops) send the write for --seconds, and a prober reads
 * GET /api/getSeasons and /table (the prerendered page, when the web app is built) one after the
 * other meanwhile. The control flood sends cached GET /api/getSeasons from 4 connections instead.
 * Reports the probes' median and p99 per flood and the ratio of each median to the control's.
 * Goal: every ratio <= 2. The floods: a captain renaming the team, a captain setting a match's
 * pitch, a captain uploading a 40-megapixel PNG of ~100 KB as the logo, a user toggling a join
 * request (joinTeam to a team and -1 to withdraw).
 *   node --import tsx bench/write-flood.ts [--seconds 20]
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import sharp from 'sharp';
import { MACHINE_NOTE, measure, median, startBenchServer, verdict } from './lib';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '20' } } });
const duration = Number(values.seconds);
const CONNECTIONS = 4;

const server = await startBenchServer();
try {
  const post = async <T>(path: string, body: object): Promise<T> => {
    const res = await fetch(`${server.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as { status: boolean; data: T; error?: string };
    if (!answer.status) throw new Error(`${path}: ${res.status} ${answer.error}`);
    return answer.data;
  };
  const tokenOf = async (email: string) =>
    (await post<{ session: { access_token: string } }>('/api/login', { email, password: 'league-demo-2025' }))
      .session.access_token;
  const captain = await tokenOf('captain@demo.example');
  const user = await tokenOf('user@demo.example');
  const team = await post<{ id: number; name: string } | null>('/api/getMyTeam', { access_token: captain });
  if (!team) throw new Error('the demo captain has no team');
  const seasons = (await (await fetch(`${server.base}/api/getSeasons`)).json()).data as {
    matches: { id: number; home_id: number | null; guest_id: number | null; date: string }[];
  }[];
  // A match still to come: a captain may set its pitch.
  const match = seasons
    .flatMap((season) => season.matches)
    .find((m) => (m.home_id === team.id || m.guest_id === team.id) && Date.parse(m.date) > Date.now());
  if (!match) throw new Error("no match of the demo captain's team");
  const pitches = (await (await fetch(`${server.base}/api/getPitches`)).json()).data as { id: number }[];
  const logo = await sharp({ create: { width: 6400, height: 6250, channels: 3, background: '#0a0' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

  const json = (path: string, body: object): autocannon.Request => ({
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const floods: Record<string, autocannon.Request[]> = {
    'control: cached GETs': [
      { method: 'GET', path: '/api/getSeasons', headers: { 'accept-encoding': 'gzip' } },
    ],
    updateTeam: [0, 1].map((i) =>
      json('/api/updateTeam', { access_token: captain, team_id: team.id, name: `${team.name} ${i}` }),
    ),
    setMatchPitch: [...pitches.slice(0, 2).map((p) => p.id), null].map((pitch_id) =>
      json('/api/setMatchPitch', { access_token: captain, match_id: match.id, pitch_id }),
    ),
    updateTeamLogo: [
      json('/api/updateTeamLogo', { access_token: captain, team_id: team.id, logo: logo.toString('base64') }),
    ],
    joinTeam: [team.id, -1].map((team_id) => json('/api/joinTeam', { access_token: user, team_id })),
  };

  const probePaths = ['/api/getSeasons', ...(server.webApp ? ['/table'] : [])];
  /** Reads each probe path in turn until `until`; the latencies per path, in ms. */
  const probe = async (until: number) => {
    const times: Record<string, number[]> = Object.fromEntries(probePaths.map((p) => [p, []]));
    while (Date.now() < until) {
      for (const path of probePaths) {
        const start = performance.now();
        const res = await fetch(`${server.base}${path}`, { headers: { 'accept-encoding': 'gzip, br' } });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path}: ${res.status}`);
        times[path]?.push(performance.now() - start);
      }
    }
    return times;
  };
  const p99 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.99)] ?? 0;

  console.log(
    `Write floods: ${CONNECTIONS} connections x ${duration} s each; probes ${probePaths.join(', ')}. ${MACHINE_NOTE}`,
  );
  const results: Record<string, { medians: Record<string, number>; line: string }> = {};
  for (const [name, requests] of Object.entries(floods)) {
    const until = Date.now() + duration * 1000;
    const [run, times] = await Promise.all([
      measure(server, { requests, expect: '2xx' }, { connections: CONNECTIONS, duration }),
      probe(until),
    ]);
    const medians = Object.fromEntries(probePaths.map((p) => [p, median(times[p] ?? [])]));
    const probes = probePaths
      .map((p) => `${p} median ${medians[p]?.toFixed(2)} ms, p99 ${p99(times[p] ?? []).toFixed(2)} ms`)
      .join('; ');
    // Refused calls (429) count as "errors" of the flood: they are what the budget answers.
    const line = `${name.padEnd(22)} ${run.requests} calls (${run.requests - run.errors} 2xx); ${probes}`;
    results[name] = { medians, line };
    console.log(line);
  }
  const control = results['control: cached GETs']?.medians ?? {};
  let ok = true;
  for (const [name, { medians }] of Object.entries(results)) {
    if (name.startsWith('control')) continue;
    const ratios = probePaths.map((p) => (medians[p] ?? 0) / Math.max(0.001, control[p] ?? 0));
    const pass = ratios.every((r) => r <= 2);
    ok &&= pass;
    console.log(
      `${name.padEnd(22)} ${probePaths.map((p, i) => `${p} ${ratios[i]?.toFixed(2)}x`).join(', ')} of the control: ${verdict(pass)}`,
    );
  }
  const memory = await server.get<{ rss: number }>('/bench/memory');
  console.log(`Server RSS after the floods (after a full GC): ${(memory.rss / 1024 / 1024).toFixed(0)} MB`);
  console.log(`Goal (every probe median within 2x of the control's): ${verdict(ok)}`);
} finally {
  await server.stop();
}
