import { chmodSync, closeSync, mkdirSync, openSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/*
 * The database, its backups and the development token secret hold password hashes, mail addresses
 * and phone numbers: they are made readable by their owner only. The explicit chmod makes the mode
 * exact whatever the umask (a mode given at creation is only ever narrowed by it).
 */

/** Creates dir (and missing parents) if needed, then makes dir itself 0700. */
export function privateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  chmodSync(dir, 0o700);
}

/** Creates an empty 0600 file (or empties one), for a tool that then writes into it. */
export function privateFile(file: string): void {
  closeSync(openSync(file, 'w', 0o600));
  chmodSync(file, 0o600);
}

/**
 * Makes every folder under dir 0700 and every file 0600. PGlite creates the embedded database's
 * files 0666 whatever the umask (its file system layer sets the mode itself), so they are narrowed
 * after it opened them and again when it closed (the files it created meanwhile).
 */
export function privateTree(dir: string): void {
  chmodSync(dir, 0o700);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    try {
      if (entry.isDirectory()) privateTree(path);
      else if (entry.isFile()) chmodSync(path, 0o600);
    } catch (error) {
      // A running database may remove a temporary file meanwhile.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
