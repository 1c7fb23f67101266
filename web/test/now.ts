/**
 * "Now" in every component test (scripts/unit-mocks-setup.ts fixes Date, not timers, at it): the
 * day the fixtures are written around. With the real clock a fixture's match day comes and goes,
 * and on it the page watches the match live and opens an EventSource, which happy-dom lacks.
 * It stands still; a test that needs another day sets one (vi.setSystemTime) and returns to this
 * one after it, as next-match-day.test.tsx does.
 */
export const COMPONENT_TEST_NOW = '2026-11-28T12:00:00Z';
