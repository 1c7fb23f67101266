// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Match, Season } from '../../../../common/api/types';
import {
  GUEST,
  HOME,
  TEST_PITCHES,
  testMatch,
  testResult,
  testSeason,
  testTeam,
} from '../../../lib/test-fixtures';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { postponeMatches } from '../api/postpone-matches';
import { PostponePanel } from './postpone-panel';

vi.mock('../api/postpone-matches', () => ({ postponeMatches: vi.fn() }));
vi.mock('../../../lib/queries/get-pitches', () => ({ usePitches: () => ({ data: TEST_PITCHES }) }));
vi.mock('../../../lib/queries/get-teams', () => ({
  useTeams: () => ({
    data: [
      testTeam(HOME, 'Maschinenbau United'),
      testTeam(GUEST, 'Architektur Rovers'),
      testTeam(3, 'Physik FC'),
    ],
  }),
}));
const sent = vi.mocked(postponeMatches);

const match = (id: number, date: string, overrides: Partial<Match> = {}): Match => ({
  ...testMatch([], date),
  id,
  ...overrides,
});
// Thursday 10 December 2026 in Munich (UTC+1): 18:00 at the default pitch (none named), 19:30 at
// ZHS Pitch 2, one played at 10:00, and 00:30 on the 11th (23:30 UTC on the 10th).
const seasons: Season[] = [
  {
    ...testSeason,
    matches: [
      match(1, '2026-12-10T17:00:00.000Z'),
      match(2, '2026-12-10T18:30:00.000Z', { pitch_id: 2, guest_id: 3 }),
      match(3, '2026-12-10T09:00:00.000Z', { results: [testResult(1, 0, { is_final: true })] }),
      match(4, '2026-12-10T23:30:00.000Z'),
    ],
  },
];

async function fill(user: ReturnType<typeof renderInApp>['user'], day: string, reason: string) {
  // A date input takes its value as typed text in happy-dom.
  await user.type(screen.getByLabelText('Day'), day);
  if (reason) await user.type(screen.getByLabelText('Reason (shown on the public pages)'), reason);
}

describe('postponing a match day', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: { count: 2, match_ids: [1, 2] } });
  });

  it('confirms naming how many matches and which, then sends day, pitch and reason', async () => {
    const { user } = renderInApp(<PostponePanel seasons={seasons} />);
    await fill(user, '2026-12-10', 'Pitch closed after heavy rain');
    await user.click(screen.getByRole('button', { name: 'Postpone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Postpone these matches?' });
    expect(dialog).toHaveTextContent(
      '2 matches on 10.12.2026 go back to date to be agreed: Maschinenbau United – Architektur Rovers 18:00, Maschinenbau United – Physik FC 19:30.',
    );
    expect(sent).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Postpone' }));
    expect(sent).toHaveBeenCalledWith({
      date: '2026-12-10',
      pitch_id: null,
      reason: 'Pitch closed after heavy rain',
    });
    expect(await screen.findByText('2 matches postponed.')).toBeInTheDocument();
  });

  it('counts only the chosen pitch', async () => {
    const { user } = renderInApp(<PostponePanel seasons={seasons} />);
    await fill(user, '2026-12-10', 'Storm');
    await user.selectOptions(screen.getByLabelText('Pitch'), 'ZHS Pitch 2');
    await user.click(screen.getByRole('button', { name: 'Postpone' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      '1 match on 10.12.2026 goes back to date to be agreed: Maschinenbau United – Physik FC 19:30.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Postpone' }));
    expect(sent).toHaveBeenCalledWith({ date: '2026-12-10', pitch_id: 2, reason: 'Storm' });
  });

  it('says so under the fields for a day without matches or without a reason, and sends nothing', async () => {
    const { user } = renderInApp(<PostponePanel seasons={seasons} />);
    await fill(user, '2026-12-12', '');
    await user.click(screen.getByRole('button', { name: 'Postpone' }));
    expect(await screen.findByText('No match kicks off on that day.')).toBeInTheDocument();
    expect(screen.getByText('Please give a reason.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).not.toHaveBeenCalled();
  });

  it('speaks German', async () => {
    const { user } = renderInApp(<PostponePanel seasons={seasons} />, { locale: 'de' });
    await user.type(screen.getByLabelText('Tag'), '2026-12-10');
    await user.type(
      screen.getByLabelText('Grund (auf den öffentlichen Seiten zu sehen)'),
      'Spielfeld gesperrt',
    );
    await user.click(screen.getByRole('button', { name: 'Absetzen' }));
    expect(await screen.findByRole('dialog', { name: 'Diese Spiele absetzen?' })).toHaveTextContent(
      '2 Spiele am 10.12.2026 sind wieder ohne Termin',
    );
  });
});
