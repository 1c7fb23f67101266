// Writes a PGlite cluster with every migration applied, as a plain data directory: a first start
// on a new DATA_DIR copies it with the file system's own copy instead of unpacking an empty cluster
// through PGlite's emulated file system and migrating it there (decision 100). Made again when the
// installed PGlite version or a migration changes; server/db/client.ts falls back to PGlite's initdb
// and the migrations when the folder is missing.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';

const dir = process.argv[2] ?? 'dist/pglite';
const migrationsFolder = 'server/db/migrations';
const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
);
const hash = createHash('sha256').update(version);
for (const name of readdirSync(migrationsFolder, { recursive: true }).sort()) {
  const path = join(migrationsFolder, name);
  if (name.endsWith('.sql') || name.endsWith('.json')) hash.update(name).update(readFileSync(path));
}
const inputs = hash.digest('hex');
const stamp = join(dir, 'inputs');
const cluster = join(dir, 'cluster');

if (existsSync(cluster) && existsSync(stamp) && readFileSync(stamp, 'utf8') === inputs) process.exit(0);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const client = await PGlite.create(cluster);
await migrate(drizzle(client), { migrationsFolder });
await client.close();
writeFileSync(stamp, inputs);
console.log(`PGlite ${version}: migrated cluster written to ${cluster}`);
