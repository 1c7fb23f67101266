// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useSeasonList } from '../../../lib/queries/get-season';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { addSeason } from '../api/add-season';
import { AddSeasonForm } from './add-season-form';

vi.mock('../api/add-season', () => ({ addSeason: vi.fn() }));
const sent = vi.mocked(addSeason);

/** A page's season list, read again after every league write. */
function SeasonListReader() {
  useSeasonList();
  return null;
}

describe('the Add season form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: { id: 7, name: 'Summer 2027' } as never });
  });

  it("says the API's sentence under the field and sends nothing for a blank name", async () => {
    const { user } = renderInApp(<AddSeasonForm />);
    await user.type(screen.getByLabelText(/Season name/), '   ');
    await user.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(await screen.findByText('Please enter a season name.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a name with a text direction mark as the API does', async () => {
    const { user } = renderInApp(<AddSeasonForm />);
    await user.click(screen.getByLabelText(/Season name/));
    // U+202E would show the name reversed wherever it is listed.
    await user.paste('Summer \u202E2027');
    await user.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(await screen.findByText(/The season name cannot contain line breaks/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, says so and empties the field', async () => {
    const { user } = renderInApp(<AddSeasonForm />);
    const field = screen.getByLabelText(/Season name/);
    await user.type(field, '  Summer 2027 ');
    await user.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(sent).toHaveBeenCalledWith('Summer 2027');
    expect(await screen.findByText('Season added!')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('keeps what is typed while the pages read the league again after a season was added', async () => {
    // The season list on the page: its refresh after the write never ends here.
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );
    const { user } = renderInApp(
      <>
        <AddSeasonForm />
        <SeasonListReader />
      </>,
      { prerendered: { seasonList: [] } },
    );
    const field = screen.getByLabelText(/Season name/);
    await user.type(field, 'Summer 2027');
    await user.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(await screen.findByText('Season added!')).toBeInTheDocument();
    expect(field).toHaveValue('');
    await user.type(field, 'Winter 2027/28');
    expect(field).toHaveValue('Winter 2027/28');
    vi.unstubAllGlobals();
  });

  it('speaks German in German', async () => {
    const { user } = renderInApp(<AddSeasonForm />, { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByText('Bitte gib einen Namen für die Saison ein.')).toBeInTheDocument();
  });
});
