// `npm run test:fast`: the unit project (rules, policies, schemas, components; no database, no
// browser) in vitest processes side by side, each running its files in one worker and one module
// graph. One process runs its files in one worker: vitest hands a single non-isolated worker all
// its files at once, but with two workers it starts each file's imports anew (measured: 25.5 s
// with one worker, 40-45 s with two, 19.5-21.5 s with two shards side by side, on a 2-core machine).
// The files are shared out by kind, not by vitest's --shard (a hash of the path): the component
// tests (*.test.tsx) in one process, the rest in another, so only one of them loads React, Mantine,
// Testing Library and happy-dom (2-core machine, alternating rounds: 26.2 / 27.1 s by hash, 22.3 /
// 24.0 s by kind; CPU 41-42 s against 32-36 s). On four cores or more each kind is halved (--shard).
// Arguments go to vitest; with a file filter or a flag the run is one process, as vitest's own.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { ensureUnitCatalogue } from './i18n.mjs';

const args = process.argv.slice(2);
// vitest's own script run by this node: npx would spend half a second per shard finding it.
const VITEST_BIN = fileURLToPath(new URL('../node_modules/vitest/vitest.mjs', import.meta.url));
const VITEST = [VITEST_BIN, 'run', '--project', 'unit', '--no-isolate', '--experimental.fsModuleCache'];
const COMPONENT_TESTS = ['.test.tsx'];
const OTHER_TESTS = ['--exclude', '**/*.test.tsx'];
/**
 * Each process's arguments. More processes than cores only add imports; four keep each one's share
 * of the files worth its start.
 */
function shardArguments(cores) {
  if (args.length > 0 || cores < 2) return [args];
  const kinds = [COMPONENT_TESTS, OTHER_TESTS];
  if (cores < 4) return kinds;
  return kinds.flatMap((kind) => [1, 2].map((half) => [...kind, `--shard=${half}/2`]));
}
const shards = shardArguments(availableParallelism());

// Each shard's global setup would compile a stale catalogue into the same folder at once: once here.
ensureUnitCatalogue();

const started = performance.now();
const runs = shards.map((shardArgs, index) => run(index + 1, shardArgs));
const codes = await Promise.all(runs);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const failed = codes.filter((code) => code !== 0).length;
if (shards.length > 1) {
  console.log(
    `test:fast: ${shards.length} shards side by side, ${seconds} s, ${failed === 0 ? 'all passed' : `${failed} of them failed (above)`}`,
  );
}
process.exit(failed === 0 ? 0 : 1);

/** One vitest process: alone, its output as it comes; as a shard, all of it once it has ended. */
function run(shard, shardArgs) {
  const child = spawn(process.execPath, [...VITEST, ...shardArgs], {
    stdio: shards.length > 1 ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // Colours as in a terminal of its own, when this one is a terminal.
    env: process.stdout.isTTY ? { ...process.env, FORCE_COLOR: '1' } : process.env,
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      if (shards.length > 1) process.stdout.write(`\n== shard ${shard} of ${shards.length} ==\n${output}`);
      resolve(code ?? 1);
    });
  });
}
