// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Season } from '../../../../common/api/types';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { SeasonActionForm } from './season-action-form';

const seasons = [
  { id: 5, name: 'Summer 2027' },
  { id: 4, name: 'Winter 2026' },
] as Season[];

const form = (onRun: (id: number) => Promise<boolean>, confirm?: boolean) => (
  <SeasonActionForm
    title="Archive season"
    description="Archived seasons stay readable."
    seasons={seasons}
    emptyText="No season to archive."
    actionLabel="Archive"
    pending={false}
    onRun={onRun}
    {...(confirm ? { confirm: { title: 'Archive?', message: (s: Season) => `Archive ${s.name}?` } } : {})}
  />
);

describe('a season action form', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("says the API's sentence when no season is chosen and runs nothing", async () => {
    const onRun = vi.fn(async () => true);
    const { user } = renderInApp(form(onRun));
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Please choose a season.')).toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
  });

  it('asks first, then runs the action on the chosen season', async () => {
    const onRun = vi.fn(async () => true);
    const { user } = renderInApp(form(onRun, true));
    await user.selectOptions(screen.getByLabelText(/^Season/), 'Winter 2026');
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Archive Winter 2026?')).toBeInTheDocument();
    expect(onRun).not.toHaveBeenCalled();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Archive' }));
    expect(onRun).toHaveBeenCalledWith(4);
  });

  it("says the API's German sentence in German", async () => {
    const { user } = renderInApp(form(vi.fn(async () => true)), { locale: 'de' });
    await user.click(screen.getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Bitte wähle eine Saison.')).toBeInTheDocument();
  });
});
