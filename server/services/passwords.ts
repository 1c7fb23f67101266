import { randomBytes, scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';

export interface HashParameters {
  N: number;
  r: number;
  p: number;
}

/**
 * OWASP password storage cheat sheet: scrypt with N=2^15, r=8, p=3, the same strength as its
 * N=2^17, p=1 at a quarter of the memory: about 32 MiB per hash instead of 128 MiB (decision 023).
 */
export const HASH_PARAMETERS: HashParameters = { N: 2 ** 15, r: 8, p: 3 };
/** What hashes were made with before decision 023; they still verify and are replaced at login. */
export const LEGACY_HASH_PARAMETERS: HashParameters = { N: 2 ** 17, r: 8, p: 1 };
/**
 * Hashes computed at once; the rest wait in line. Each holds its memory only while it runs, so a
 * burst of logins queues instead of adding 32 MiB per request, and two of libuv's four threads
 * stay free for file and DNS work.
 */
export const HASH_CONCURRENCY = 2;
/** Stored hashes with more than this are refused rather than computed (a corrupt or hostile row). */
const MAX_HASH_MEMORY = 256 * 1024 * 1024;
const KEY_LENGTH = 32;

/** Stands where an account has no password (a deleted account's kept row): no password matches it. */
export const UNUSABLE_PASSWORD_HASH = 'unusable';

let current = HASH_PARAMETERS;
let concurrency = HASH_CONCURRENCY;
let running = 0;
const waiting: (() => void)[] = [];

/**
 * For bench/login.ts only, which runs the pre-023 parameters without a queue in a server process
 * of its own to compare them in one run. Call before the first hash.
 */
export function configureHashing(parameters: HashParameters, limit: number): void {
  current = parameters;
  concurrency = limit;
}

async function inLine<T>(work: () => Promise<T>): Promise<T> {
  if (running >= concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  else running++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line, so `running` never drops below the queue's need.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Memory scrypt needs: 128 * N * r for its table plus 128 * r * p for the blocks, with some room. */
const memoryFor = ({ N, r, p }: HashParameters) => 128 * r * (N + p) + 1024 * 1024;

function derive(password: string, salt: Buffer, parameters: HashParameters): Promise<Buffer> {
  return inLine(
    () =>
      new Promise((resolve, reject) => {
        scryptCallback(
          password.normalize('NFKC'),
          salt,
          KEY_LENGTH,
          { ...parameters, maxmem: memoryFor(parameters) },
          (error, key) => (error ? reject(error) : resolve(key)),
        );
      }),
  );
}

const format = (parameters: HashParameters, salt: Buffer, key: Buffer) =>
  [
    'scrypt',
    parameters.N,
    parameters.r,
    parameters.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');

function parse(stored: string): { parameters: HashParameters; salt: Buffer; hash: Buffer } | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  const parameters = { N: Number(n), r: Number(r), p: Number(p) };
  const valid = Object.values(parameters).every((value) => Number.isSafeInteger(value) && value > 0);
  if (!valid || memoryFor(parameters) > MAX_HASH_MEMORY) return null;
  return { parameters, salt: Buffer.from(salt, 'base64url'), hash: Buffer.from(hash, 'base64url') };
}

/** Format: scrypt$N$r$p$salt$hash (base64url): each hash carries its parameters, so they can change. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return format(current, salt, await derive(password, salt, current));
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed.parameters);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** Whether a stored hash was made with other parameters than today's: the login replaces it. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return false;
  const { N, r, p } = parsed.parameters;
  return N !== current.N || r !== current.r || p !== current.p;
}

let dummyHash: Promise<string> | undefined;
/** Verifying against a throw-away hash makes an unknown e-mail cost as much as a wrong password. */
export async function verifyAgainstDummy(password: string): Promise<false> {
  // Made with today's parameters, like every hash a login meets after its first success.
  dummyHash ??= hashPassword('dummy-password-for-timing');
  await verifyPassword(password, await dummyHash);
  return false;
}
