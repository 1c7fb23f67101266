// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { DisciplineRules } from './discipline-rules';

/** /rules' discipline section (docs/PRODUCT.md#discipline) with the season's numbers, English and German. */

const asked: unknown[] = [];
beforeEach(() => {
  asked.length = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_path: string, init?: RequestInit) => {
      asked.push(JSON.parse(String(init?.body)));
      return Response.json({
        status: true,
        data: { season_id: 3, yellow_limit: 4, yellow_ban: 1, yellow_red_ban: 1, red_ban: 3 },
      });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe('the discipline rules on /rules', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it("states the season's numbers and how a ban is served", async () => {
    renderInApp(<DisciplineRules seasonId={3} />);
    expect(screen.getByRole('heading', { name: 'Cards and bans' })).toBeVisible();
    expect(
      await screen.findByText(
        'Matches banned this season: 1 for every 4 yellow cards, 1 for a yellow-red card, 3 for a red card.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/not in the match of the card, nor in a forfeit/)).toBeVisible();
    expect(asked).toEqual([{ season_id: 3 }]);
  });

  it('reads the numbers /rules embeds without asking the server', async () => {
    const embedded = { season_id: 3, yellow_limit: 6, yellow_ban: 2, yellow_red_ban: 1, red_ban: 2 };
    renderInApp(<DisciplineRules seasonId={3} />, { prerendered: { newestDisciplineRules: embedded } });
    expect(
      screen.getByText(
        'Matches banned this season: 2 for every 6 yellow cards, 1 for a yellow-red card, 2 for a red card.',
      ),
    ).toBeVisible();
    expect(asked).toEqual([]);
  });

  it('in German', async () => {
    renderInApp(<DisciplineRules seasonId={3} />, { locale: 'de' });
    expect(screen.getByRole('heading', { name: 'Karten und Sperren' })).toBeVisible();
    expect(
      await screen.findByText(
        'Gesperrte Spiele in dieser Saison: 1 für je 4 Gelbe Karten, 1 für eine Gelb-Rote Karte, 3 für eine Rote Karte.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/Wer gesperrt ist, kann im Spiel weder mitspielen/)).toBeVisible();
  });
});
