import { vi } from 'vitest';
import { fuzzShard } from './fuzz-harness';

// The shard's routes (fuzz-harness.ts explains the fuzzing); vi.mock holds for its own file only.
vi.mock('../services/passwords', async (importOriginal) =>
  (await import('../test/cheap-passwords')).cheapPasswords(await importOriginal()),
);

await fuzzShard(4);
