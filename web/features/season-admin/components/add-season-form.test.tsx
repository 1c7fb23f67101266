// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../../test/render';
import { addSeason } from '../api/add-season';
import { AddSeasonForm } from './add-season-form';

vi.mock('../api/add-season', () => ({ addSeason: vi.fn() }));
const sent = vi.mocked(addSeason);

describe('the Add season form', () => {
  beforeEach(() => {
    sent.mockReset();
    sent.mockResolvedValue({ status: true, data: { id: 7, name: 'Summer 2027' } as never });
  });

  it("says the API's sentence under the field and sends nothing for a blank name", async () => {
    renderInApp(<AddSeasonForm />);
    await userEvent.type(screen.getByLabelText(/Season name/), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(await screen.findByText('Please enter a season name.')).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuses a name with a text direction mark as the API does', async () => {
    renderInApp(<AddSeasonForm />);
    await userEvent.click(screen.getByLabelText(/Season name/));
    // U+202E would show the name reversed wherever it is listed.
    await userEvent.paste('Summer \u202E2027');
    await userEvent.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(await screen.findByText(/The season name cannot contain line breaks/)).toBeInTheDocument();
    expect(sent).not.toHaveBeenCalled();
  });

  it('sends the trimmed name, says so and empties the field', async () => {
    renderInApp(<AddSeasonForm />);
    const field = screen.getByLabelText(/Season name/);
    await userEvent.type(field, '  Summer 2027 ');
    await userEvent.click(screen.getByRole('button', { name: 'Add Season' }));
    expect(sent).toHaveBeenCalledWith('Summer 2027');
    expect(await screen.findByText('Season added!')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it('speaks German in German', async () => {
    renderInApp(<AddSeasonForm />, { locale: 'de' });
    await userEvent.click(screen.getByRole('button', { name: 'Saison anlegen' }));
    expect(await screen.findByText('Bitte gib einen Namen für die Saison ein.')).toBeInTheDocument();
  });
});
