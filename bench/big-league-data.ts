/**
 * Generates the big league (server/db/big-league.ts: 20 finished seasons and a running one, 32
 * teams of 25, every match played with scorers) into an embedded database directory of its own,
 * in the server's layout (DATA_DIR), so `DATA_DIR=data/big-league npm start` serves it too.
 * Does nothing when the directory holds a league already. bench/big-league.ts calls it.
 *   npx tsx bench/big-league-data.ts [--dir data/big-league] [--seasons 20] [--teams 32] [--members 25]
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { BIG_LEAGUE, loadBigLeagueIfEmpty } from '../server/db/big-league';
import { migrateDatabase, openDatabase } from '../server/db/client';
import { REPO_ROOT } from './lib';

export const BIG_LEAGUE_DIR = resolve(REPO_ROOT, 'data', 'big-league');

export async function generateBigLeague(dir: string, shape = BIG_LEAGUE): Promise<boolean> {
  const database = await openDatabase({ dataDir: dir });
  try {
    await migrateDatabase(database);
    return await loadBigLeagueIfEmpty(database.db, new Date(), shape);
  } finally {
    await database.close();
  }
}

// Run as a script (not imported by bench/big-league.ts).
if (resolve(process.argv[1] ?? '') === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: BIG_LEAGUE_DIR },
      seasons: { type: 'string', default: String(BIG_LEAGUE.finishedSeasons) },
      teams: { type: 'string', default: String(BIG_LEAGUE.teams) },
      members: { type: 'string', default: String(BIG_LEAGUE.members) },
    },
  });
  const start = performance.now();
  const loaded = await generateBigLeague(resolve(values.dir), {
    finishedSeasons: Number(values.seasons),
    teams: Number(values.teams),
    members: Number(values.members),
  });
  console.log(
    loaded
      ? `big league generated in ${values.dir} in ${((performance.now() - start) / 1000).toFixed(0)} s`
      : `${values.dir} holds a league already: left as it is`,
  );
}
