/**
 * The steps of server/server.ts, one by one with their time, on DATA_DIR: where a cold start
 * goes. Run by bench/cold-start.ts; prints one JSON line {phase: ms}. Only built-in modules are
 * imported statically, so the first phase is node's own start plus the tsx loader.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const phases: Record<string, number> = {};
let last = 0;
const mark = (phase: string) => {
  const now = performance.now();
  phases[phase] = now - last;
  last = now;
};
mark('node start and tsx loader');
const { loadConfig } = await import('../server/config');
const { migrateDatabase, openDatabase } = await import('../server/db/client');
const { loadDemoDataIfEmpty } = await import('../server/db/demo');
const { buildApp } = await import('../server/app');
mark('import server code (tsx transpiles, modules load)');
const config = loadConfig();
const database = await openDatabase({ dataDir: config.dataDir });
mark('open the embedded database (PGlite)');
await migrateDatabase(database);
mark('migrations (check or apply)');
await loadDemoDataIfEmpty(database.db);
mark('demo data (check or load)');
const bundle = resolve(config.webDist, '..', 'ssr', 'entry-server.js');
if (existsSync(bundle)) await import(pathToFileURL(bundle).href);
// server.ts loads it in the background (plugins/web-app.ts): GET / waits for it, the API does not.
mark('import the prerender bundle (dist/ssr, React and Mantine)');
const app = await buildApp({ config, database });
mark('build the app (plugins, routes, web files into memory)');
await app.listen({ port: 0, host: '127.0.0.1' });
mark('listen');
const seasons = await app.inject({ method: 'GET', url: '/api/getSeasons' });
mark('first GET /api/getSeasons (builds the public cache)');
const page = await app.inject({ method: 'GET', url: '/' });
mark('first GET / (renders the page)');
if (seasons.statusCode !== 200 || page.statusCode !== 200) {
  throw new Error(`answers ${seasons.statusCode} and ${page.statusCode}, expected 200`);
}
await app.close();
await database.close();
console.log(JSON.stringify(phases));
