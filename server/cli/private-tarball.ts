/*
 * PGlite's dump of its data directory is a ustar archive whose members are named from the root
 * ("/base/1/112") and carry the files' modes as PGlite keeps them (0666). `tar -x` as root
 * would write such a member where its name says, and every unpacked file would be readable by
 * all. privateTarball rewrites each header in place: the name relative, files 0600, folders 0700.
 * PGlite's own loader joins each name to its data directory, so it reads old and new backups alike.
 */

const BLOCK = 512;
const NAME = { at: 0, length: 100 };
const MODE = { at: 100, length: 8 };
const SIZE = { at: 124, length: 12 };
const CHECKSUM = { at: 148, length: 8 };
const TYPE = 156;
// PGlite's tar writer (tinytar) keeps 131 bytes of prefix, then times.
const PREFIX = { at: 345, length: 131 };

/** Returns the archive with relative member names and private modes (the input is changed too). */
export function privateTarball(tar: Uint8Array): Uint8Array {
  for (let at = 0; at + BLOCK <= tar.length; ) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    // A long name is split into prefix and name: the leading slash is the prefix's first byte.
    const first = header[PREFIX.at] !== 0 ? PREFIX : NAME;
    stripLeadingSlashes(header, first);
    const directory = header[TYPE] === 0x35; // '5'
    writeOctal(header, MODE, directory ? 0o700 : 0o600);
    writeChecksum(header);
    const size = directory ? 0 : Number.parseInt(ascii(header, SIZE).trim() || '0', 8);
    at += BLOCK + Math.ceil(size / BLOCK) * BLOCK;
  }
  return tar;
}

function ascii(header: Uint8Array, field: { at: number; length: number }): string {
  return Buffer.from(header.subarray(field.at, field.at + field.length))
    .toString('latin1')
    .replace(/\0.*$/s, '');
}

function stripLeadingSlashes(header: Uint8Array, field: { at: number; length: number }): void {
  const bytes = header.subarray(field.at, field.at + field.length);
  let slashes = 0;
  while (bytes[slashes] === 0x2f) slashes++;
  if (slashes === 0) return;
  bytes.copyWithin(0, slashes);
  bytes.fill(0, field.length - slashes);
}

/** Octal digits, zero-padded, ending in NUL, as ustar writes numbers. */
function writeOctal(header: Uint8Array, field: { at: number; length: number }, value: number): void {
  const text = `${value.toString(8).padStart(field.length - 1, '0')}\0`;
  header.set(Buffer.from(text, 'latin1'), field.at);
}

/** The sum of the header's bytes with the checksum field counted as spaces: six digits, NUL, space. */
function writeChecksum(header: Uint8Array): void {
  header.fill(0x20, CHECKSUM.at, CHECKSUM.at + CHECKSUM.length);
  const sum = header.reduce((total, byte) => total + byte, 0);
  header.set(Buffer.from(`${sum.toString(8).padStart(6, '0')}\0 `, 'latin1'), CHECKSUM.at);
}
