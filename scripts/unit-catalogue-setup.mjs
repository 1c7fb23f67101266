// The unit tests' global setup (vitest.config.ts): their catalogue compiled and up to date.
export { ensureUnitCatalogue as setup } from './i18n.mjs';
