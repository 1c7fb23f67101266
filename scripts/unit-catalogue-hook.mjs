// The API tests' child processes (`node --import tsx --import ./scripts/unit-catalogue-hook.mjs
// server/cli/....ts`, server/test/tsx-node.ts) load the unit catalogue copy in place of
// common/i18n/paraglide, as vitest.config.ts's unitCatalogue plugin does in the test workers: the
// same message functions in one module per locale rather than ~2,000 modules, each resolved and
// loaded through tsx (3.5 s of CPU for a CLI that only names a bad argument, 1.5 s with this).
import { register } from 'node:module';

register('./unit-catalogue-resolve.mjs', import.meta.url);
