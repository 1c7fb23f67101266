import { existsSync, mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { loadConfig } from '../config';
import { DatabaseInUseError, openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { privateDir, privateFile } from '../lib/private-files';
import { runPgTool } from './pg-tools';
import { privateTarball } from './private-tarball';
import { runCommand } from './run-command';

/**
 * npm run backup [-- --out FILE]: one file holding the whole league.
 * PostgreSQL (DATABASE_URL set): pg_dump's custom format, a consistent snapshot taken while the
 * servers keep running. Embedded database: PGlite's data directory as a gzipped tarball; PGlite
 * is one process at a time, so the server must be stopped (the command refuses otherwise).
 */

const USAGE = 'Usage: npm run backup [-- --out FILE]';

async function main(): Promise<number> {
  let out: string | undefined;
  try {
    ({
      values: { out },
    } = parseArgs({ options: { out: { type: 'string' } } }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const kind = config.databaseUrl ? 'postgres' : 'embedded';
  const defaultFolder = join(config.dataDir, 'backups');
  const file = resolve(
    out ?? join(defaultFolder, `league-${kind}-${stamp}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`),
  );
  if (!config.databaseUrl && !existsSync(join(config.dataDir, 'pgdata'))) {
    log.error(
      { data_dir: config.dataDir },
      `There is no embedded database in ${config.dataDir} (DATA_DIR) to back up.`,
    );
    return 1;
  }
  // Folders this command creates are private; a folder given with --out that exists is left as it is.
  if (out) mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  else privateDir(defaultFolder);
  // Written beside the target and renamed at the end: a failed backup leaves no file that looks whole.
  const partial = `${file}.partial`;
  try {
    privateFile(partial);
    if (config.databaseUrl) {
      await runPgTool(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${partial}`],
        config.databaseUrl,
      );
    } else {
      let database: Awaited<ReturnType<typeof openDatabase>>;
      try {
        database = await openDatabase({ dataDir: config.dataDir });
      } catch (error) {
        if (!(error instanceof DatabaseInUseError)) throw error;
        log.error(`${error.message} Stop the server, run the backup, then start the server again.`);
        return 1;
      }
      try {
        const tarball = await database.pglite?.dumpDataDir('none');
        if (!tarball) throw new Error('the embedded database gave no dump');
        writeFileSync(partial, gzipSync(privateTarball(new Uint8Array(await tarball.arrayBuffer()))));
      } finally {
        await database.close();
      }
    }
    renameSync(partial, file);
  } finally {
    rmSync(partial, { force: true });
  }
  log.info(
    { file, database: kind === 'postgres' ? 'postgresql' : 'embedded' },
    `Backup of the ${kind === 'postgres' ? 'PostgreSQL' : 'embedded'} database written to ${file}`,
  );
  return 0;
}

runCommand(main, 'the backup failed: no backup file was written');
