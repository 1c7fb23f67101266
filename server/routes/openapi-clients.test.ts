import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

/**
 * The API description as the tools API clients use read it (decision 062): Redocly's linter with its
 * recommended rules (redocly.yaml), and openapi-typescript's types, against which a small client
 * that calls operations by their operationId must compile. Everything runs offline, from node_modules.
 */

const ROOT = resolve(import.meta.dirname, '../..');
const run = promisify(execFile);

let t: TestApp;
let tmp = '';
let document: Record<string, unknown>;
beforeAll(async () => {
  // As a production server serves it: its APP_URL (lint warns of a server at localhost).
  t = await createTestApp({ appUrl: 'https://league.example.org' });
  document = (await t.app.inject({ method: 'GET', url: '/api/docs/openapi.json' })).json();
  tmp = mkdtempSync(join(tmpdir(), 'league-openapi-'));
});
afterAll(async () => {
  await t.close();
  rmSync(tmp, { recursive: true, force: true });
});

interface LintReport {
  totals: { errors: number; warnings: number };
  problems: { ruleId: string; message: string; location: { pointer?: string }[] }[];
}

/** `redocly lint` with the repository's redocly.yaml; the report, whatever the exit code. */
async function lint(name: string, described: object): Promise<LintReport> {
  const file = join(tmp, name);
  writeFileSync(file, JSON.stringify(described));
  const cli = join(ROOT, 'node_modules/@redocly/cli/bin/cli.js');
  const args = [cli, 'lint', file, '--config', join(ROOT, 'redocly.yaml'), '--format', 'json'];
  // No telemetry and no look for a newer version: the test needs no network.
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };
  const result = await run(process.execPath, args, { cwd: tmp, env, maxBuffer: 16 * 1024 * 1024 }).catch(
    (failed: { stdout: string }) => failed,
  );
  return JSON.parse(result.stdout);
}

describe('redocly lint', () => {
  it('passes the recommended rules without an error or a warning', async () => {
    const report = await lint('openapi.json', document);
    const problems = report.problems.map(
      (problem) => `${problem.ruleId} at ${problem.location[0]?.pointer}: ${problem.message}`,
    );
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('would fail an operation without a 2XX or redirect answer, or without an operationId', async () => {
    const broken = structuredClone(document) as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const confirm = broken.paths['/api/confirm']?.get as { responses: Record<string, unknown> };
    delete confirm.responses['302'];
    delete broken.paths['/api/getSeasons']?.get?.operationId;
    const report = await lint('broken.json', broken);
    expect(report.problems.map((problem) => problem.ruleId).sort()).toEqual([
      'operation-operationId',
      'rule/success-or-redirect',
    ]);
  });
});

/** A client as an API user writes it: one method per operationId, typed by the generated schema. */
const CLIENT = `import type { operations } from './schema';

type Reads = 'getSeasons' | 'getSeason';
type Data<K extends keyof operations> = operations[K] extends {
  responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
  ? D
  : never;
type Query<K extends keyof operations> = operations[K] extends { parameters: { query: infer Q } } ? [query: Q] : [];
type Client = { [K in Reads]: (...query: Query<K>) => Promise<Data<K>> };

export function league(base: string): Client {
  const read = async (id: string, query: Record<string, string | number> = {}) => {
    const search = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
    const answer = await fetch(\`\${base}/api/\${id}?\${search}\`);
    if (!answer.ok) throw new Error(\`\${id}: \${answer.status}\`);
    return ((await answer.json()) as { data: unknown }).data;
  };
  return new Proxy({} as Client, { get: (_client, id: string) => (query?: Record<string, string | number>) => read(id, query) });
}

export async function namesOfTheFirstGroups(base: string): Promise<string[]> {
  const client = league(base);
  const seasons = await client.getSeasons();
  const names: string[] = [];
  for (const { id } of seasons) {
    const season = await client.getSeason({ season_id: id });
    names.push(season.groups[0]?.name ?? season.name);
  }
  return names;
}
`;

/** The project's TypeScript compiler on one file, strict; its output (empty when it compiles). */
async function typeCheck(file: string): Promise<string> {
  const tsc = join(ROOT, 'node_modules/typescript/bin/tsc');
  const options = [
    '--noEmit',
    '--strict',
    '--target',
    'es2022',
    '--module',
    'nodenext',
    '--lib',
    'es2022,dom',
  ];
  const result = await run(process.execPath, [tsc, ...options, '--types', '', file], { cwd: tmp }).catch(
    (failed: { stdout: string; stderr: string }) => failed,
  );
  return `${result.stdout}${result.stderr}`.trim();
}

describe('openapi-typescript', () => {
  it('generates types against which a client calling getSeasons and getSeason by name compiles', async () => {
    writeFileSync(join(tmp, 'schema.d.ts'), await openapiTS(document as never));
    writeFileSync(join(tmp, 'client.ts'), CLIENT);
    expect(await typeCheck(join(tmp, 'client.ts'))).toBe('');
  });

  it('would not compile a client that calls an operation the document does not name', async () => {
    writeFileSync(join(tmp, 'schema.d.ts'), await openapiTS(document as never));
    writeFileSync(
      join(tmp, 'misnamed.ts'),
      CLIENT.replace("'getSeasons' | 'getSeason'", "'getSeasons' | 'getSeasonById'"),
    );
    expect(await typeCheck(join(tmp, 'misnamed.ts'))).toContain('getSeasonById');
  });
});
