import { randomUUID } from 'node:crypto';
import { existsSync, linkSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import webpush from 'web-push';
import type { Config } from '../config';
import { privateDir, privateFile } from '../lib/private-files';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * The VAPID key pair pushes are signed with (decision 091): from the environment, else made on the
 * first start into DATA_DIR (0600) so subscriptions survive restarts; tests (no DATA_DIR) keep a
 * pair in memory for the app's life.
 */
export function vapidKeys(config: Config): VapidKeys {
  if (config.vapid) return config.vapid;
  if (config.dataDir === '') return webpush.generateVAPIDKeys();
  const file = join(config.dataDir, 'vapid-keys.json');
  if (existsSync(file)) return readKeys(file);
  privateDir(config.dataDir);
  const keys = webpush.generateVAPIDKeys();
  // Written whole under another name, then linked into place: instances starting together on one
  // DATA_DIR never read a half-written file, and the first link wins (the others read its pair).
  const draft = `${file}.${process.pid}.${randomUUID()}`;
  privateFile(draft);
  writeFileSync(draft, JSON.stringify(keys));
  try {
    linkSync(draft, file);
    return keys;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    return readKeys(file);
  } finally {
    unlinkSync(draft);
  }
}

const readKeys = (file: string): VapidKeys => JSON.parse(readFileSync(file, 'utf8')) as VapidKeys;
