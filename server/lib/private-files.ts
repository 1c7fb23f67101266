import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';

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
