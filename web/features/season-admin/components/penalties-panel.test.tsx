// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../../../common/api/types';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { addPenaltyAdjustment } from '../api/add-penalty-adjustment';
import { PenaltiesPanel } from './penalties-panel';

vi.mock('../api/add-penalty-adjustment', () => ({ addPenaltyAdjustment: vi.fn() }));
vi.mock('../api/get-penalty-adjustments', () => ({
  usePenaltyAdjustments: () => ({ data: [], isPending: false, error: null }),
}));
const sent = vi.mocked(addPenaltyAdjustment);

const season = {
  id: 4,
  name: 'Summer 2027',
  penalty_rule: 'credits',
  groups: [
    {
      teams: [
        { id: 11, name: 'Physik FC' },
        { id: 12, name: 'BWL Athletic' },
      ],
    },
  ],
} as unknown as Season;

const addButton = () => screen.getByRole('button', { name: 'Add adjustment' });

describe('the penalty adjustment form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: {} as never });
  });

  it("names each missing field with the API's sentence and sends nothing", async () => {
    const { user } = renderInApp(<PenaltiesPanel seasons={[season]} />);
    await user.click(addButton());
    expect(await screen.findByText('Please choose a team.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a whole number of duties.')).toBeInTheDocument();
    expect(screen.getByText('Please give a reason.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('says why 0 and 150 duties are refused, as the API would', async () => {
    const { user } = renderInApp(<PenaltiesPanel seasons={[season]} />);
    const duties = screen.getByLabelText(/^Duties/);
    await user.type(duties, '0');
    await user.click(addButton());
    expect(await screen.findByText('An adjustment of 0 duties changes nothing.')).toBeInTheDocument();
    await user.clear(duties);
    await user.type(duties, '150');
    await user.click(addButton());
    expect(await screen.findByText('At most 99 duties at a time.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the season, the team, the duties and the trimmed reason', async () => {
    const { user } = renderInApp(<PenaltiesPanel seasons={[season]} />);
    await user.selectOptions(screen.getByLabelText(/^Team/), 'Physik FC');
    await user.type(screen.getByLabelText(/^Duties/), '-2');
    await user.type(screen.getByLabelText(/^Reason/), ' no show ');
    await user.click(addButton());
    expect(sent).toHaveBeenCalledWith({
      season_id: 4,
      team_id: 11,
      duties: -2,
      reason: 'no show',
    });
    expect(await screen.findByText('Adjustment added!')).toBeInTheDocument();
  });

  it('speaks German in German', async () => {
    const { user } = renderInApp(<PenaltiesPanel seasons={[season]} />, { locale: 'de' });
    await user.type(screen.getByRole('textbox', { name: /Dienste/ }), '0');
    await user.click(screen.getByRole('button', { name: 'Strafkorrektur hinzufügen' }));
    expect(await screen.findByText('Eine Korrektur um 0 Dienste ändert nichts.')).toBeInTheDocument();
    expect(screen.getByText('Bitte wähle ein Team.')).toBeInTheDocument();
  });
});
