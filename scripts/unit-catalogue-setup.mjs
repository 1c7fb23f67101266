// Every test project's global setup (vitest.config.ts): the tests' catalogue compiled and up to date.
export { ensureUnitCatalogue as setup } from './i18n.mjs';
