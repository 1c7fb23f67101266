// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PrerenderedData, type PublicDataset, prerenderedDatasets } from '../../../app/prerender';
import { GUEST, HOME, TEST_PITCHES, testMatch, testSeason, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { TeamPage } from './team-page';

/**
 * A team's page as the server prerenders it: from the answers prerenderedDatasets names for
 * /teams/<id> alone, with no request answered, its matches name their pitch (issue 46 point 2).
 */

const teams = [testTeam(HOME, 'TUM Kickers'), testTeam(GUEST, 'Physik FC')];
/** TUM Kickers' next match, on the second pitch; and one on the league's default pitch. */
const onPitch2 = { ...testMatch([], '2026-12-02T19:00:00.000Z'), id: 1, pitch_id: 2 };
const onDefault = { ...testMatch([], '2026-12-09T19:00:00.000Z'), id: 2, week: 2 };
const season = { ...testSeason, matches: [onPitch2, onDefault] };

const ANSWERS: Partial<Record<PublicDataset, unknown>> = {
  seasons: [season],
  teams,
  pitches: TEST_PITCHES,
};

/** What the server embeds in /teams/<id>: the answers it names, nothing else. */
function embedded(path: string): PrerenderedData {
  const datasets = prerenderedDatasets(path) ?? [];
  return Object.fromEntries(datasets.filter((d) => d in ANSWERS).map((d) => [d, ANSWERS[d]]));
}

describe("a team's prerendered page", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    // A prerendered page paints before any request is answered.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('embeds the pitches, and its matches name them with their map links, in English and German', () => {
    const path = `/teams/${HOME}`;
    expect(prerenderedDatasets(path)).toContain('pitches');
    for (const locale of ['en', 'de'] as const) {
      renderInApp(
        <Routes>
          <Route path="/teams/:teamId" element={<TeamPage />} />
        </Routes>,
        { locale, path, prerendered: embedded(path) },
      );
      for (const [name, href] of [
        ['ZHS Pitch 2', 'https://maps.test/zhs'],
        ['Dantestadion', 'https://maps.test/dante'],
      ]) {
        const links = screen.getAllByRole('link', { name });
        expect(links.length).toBeGreaterThan(0);
        for (const link of links) expect(link).toHaveAttribute('href', href);
      }
      cleanup();
    }
  });
});
