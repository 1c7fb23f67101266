// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import type { Window as HappyWindow } from 'happy-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Match } from '../../../../common/api/types';
import { testMatch, testTeam } from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { KnockoutBracket } from './knockout-bracket';

/**
 * The knockout tab on a phone (issue 46 point 6): short round tabs, the open round's full name as
 * its heading, and each box's kick-off in Munich time or "date to be agreed".
 */

const teams = new Map([
  [1, testTeam(1, 'Physik FC')],
  [2, testTeam(2, 'BWL Athletic')],
]);

/** 18:30 UTC on 2 December 2026 is 19:30 in Munich (winter time, UTC+1). */
const KICK_OFF = '2026-12-02T18:30:00.000Z';

const knockout = (id: number, stage: string, date: string, sides: Partial<Match> = {}): Match => ({
  ...testMatch([], date),
  id,
  match_stage: stage,
  ...sides,
});
const matches: Match[] = [
  knockout(1, 'QUARTERFINAL1', KICK_OFF),
  knockout(2, 'QUARTERFINAL2', 'tbd'),
  knockout(3, 'SEMIFINAL1', 'tbd', {
    home_id: null,
    guest_id: null,
    home_source: 'Winner QF1',
    guest_source: 'Winner QF2',
  }),
];

/** happy-dom's own window, whose viewport a test sets. */
const viewport = (width: number, height: number) =>
  (window as unknown as HappyWindow).happyDOM.setViewport({ width, height });

/** The round tabs shown below 992 px, and the panel of the open one. */
const phoneTabs = () => screen.getAllByRole('tablist')[0] as HTMLElement;
const openPanel = () => screen.getByRole('tabpanel');

describe('KnockoutBracket on a phone', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  // A 390 px phone: the round tabs show, the side-by-side columns (from 992 px) do not.
  beforeEach(() => {
    viewport(390, 844);
  });
  // happy-dom's default, for the next file when test:fast shares the window (--no-isolate).
  afterEach(() => {
    viewport(1024, 768);
  });

  it('keeps the tabs short, heads the open round with its full name and dates each box', async () => {
    const { user } = renderInApp(<KnockoutBracket matches={matches} teams={teams} />, { path: '/table' });
    const tabs = within(phoneTabs()).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['QF', 'SF', 'F', '3P']);
    expect(tabs.map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'Quarter Final',
      'Semi Final',
      'Final',
      '3rd Place',
    ]);

    expect(within(openPanel()).getByRole('heading', { name: 'Quarter Final' })).toBeVisible();
    const boxes = within(openPanel()).getAllByRole('article');
    expect(boxes).toHaveLength(2);
    expect(within(boxes[0] as HTMLElement).getByText('02.12.2026 19:30')).toHaveAttribute(
      'datetime',
      KICK_OFF,
    );
    expect(boxes[1]).toHaveTextContent('Date to be agreed');
    expect(boxes[1]).not.toHaveTextContent('TBD');

    await user.click(within(phoneTabs()).getByRole('tab', { name: 'Semi Final' }));
    expect(within(openPanel()).getByRole('heading', { name: 'Semi Final' })).toBeVisible();
    const semi = within(openPanel()).getByRole('article', { name: 'Winner QF1 against Winner QF2' });
    expect(semi).toHaveTextContent('Date to be agreed');
  });

  it('says the round names and the dates in German', () => {
    renderInApp(<KnockoutBracket matches={matches} teams={teams} />, { path: '/table', locale: 'de' });
    expect(
      within(phoneTabs())
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['VF', 'HF', 'F', 'P3']);
    expect(within(openPanel()).getByRole('heading', { name: 'Viertelfinale' })).toBeVisible();
    const [dated, open] = within(openPanel()).getAllByRole('article');
    expect(dated).toHaveTextContent('02.12.2026, 19:30');
    expect(open).toHaveTextContent('Termin noch offen');
  });
});
