// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Season } from '../../../../common/api/types';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { setAutoAcceptHours } from '../api/set-auto-accept-hours';
import { AutoAcceptPanel } from './auto-accept-panel';

vi.mock('../api/set-auto-accept-hours', () => ({ setAutoAcceptHours: vi.fn() }));
const sent = vi.mocked(setAutoAcceptHours);

const season = (id: number, name: string, hours: number) =>
  ({ id, name, auto_accept_hours: hours }) as Season;
const seasons = [season(3, 'Summer 2027', 48), season(2, 'Winter 2026', 0)];

describe('the result deadline panel', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: {} as never });
  });

  it("says the API's sentence for an emptied field and sends nothing", async () => {
    const { user } = renderInApp(<AutoAcceptPanel seasons={seasons} />);
    await user.clear(screen.getByLabelText('Auto-accept results after (hours)'));
    await user.click(screen.getByRole('button', { name: 'Save deadline' }));
    expect(
      await screen.findByText('Please enter a whole number of hours from 0 to 720 (0 = never).'),
    ).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the chosen season and hours', async () => {
    const { user } = renderInApp(<AutoAcceptPanel seasons={seasons} />);
    await user.selectOptions(screen.getByLabelText('Season'), 'Winter 2026');
    const field = screen.getByLabelText('Auto-accept results after (hours)');
    expect(field).toHaveValue('0');
    await user.clear(field);
    await user.type(field, '72');
    await user.click(screen.getByRole('button', { name: 'Save deadline' }));
    expect(sent).toHaveBeenCalledWith(2, 72);
    expect(await screen.findByText('Deadline saved!')).toBeInTheDocument();
  });

  it("says the API's German sentence in German", async () => {
    const { user } = renderInApp(<AutoAcceptPanel seasons={seasons} />, { locale: 'de' });
    await user.clear(screen.getByRole('textbox'));
    await user.click(screen.getByRole('button', { name: 'Frist speichern' }));
    expect(
      await screen.findByText('Bitte gib eine ganze Zahl von Stunden von 0 bis 720 ein (0 = nie).'),
    ).toBeInTheDocument();
  });
});
