// Writes an empty, freshly initialised PGlite cluster as a gzipped tarball: a first start on a new
// DATA_DIR unpacks it (about 1 s) instead of running PGlite's initdb (about 3.5 s). Made once per
// installed PGlite version; server/db/client.ts falls back to initdb when the file is missing.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';

const dir = process.argv[2] ?? 'dist/pglite';
const { version } = JSON.parse(
  readFileSync(new URL('../node_modules/@electric-sql/pglite/package.json', import.meta.url), 'utf8'),
);
const stamp = join(dir, 'version');
const template = join(dir, 'initdb.tar.gz');

if (existsSync(template) && existsSync(stamp) && readFileSync(stamp, 'utf8') === version) process.exit(0);

rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
const client = await PGlite.create();
const image = await client.dumpDataDir('none');
await client.close();
writeFileSync(template, gzipSync(Buffer.from(await image.arrayBuffer())));
writeFileSync(stamp, version);
console.log(`PGlite ${version}: empty cluster written to ${template}`);
