// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../../common/api/discipline';
import { GUEST, HOME, testMatch, testResult, testTeam } from '../../../lib/test-fixtures';
import { fakeApi } from '../../../test/fake-api';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { MatchTable } from './match-table';

/**
 * A final result's cards in the public match details (docs/PRODUCT.md#discipline): read when the
 * details open, not for every row; a disputed card is left out while it does not count.
 */

const card = (extra: Partial<Card>): Card => ({
  id: 5,
  result_id: 8,
  match_id: 1,
  player_id: 21,
  name: 'Dana Eck',
  team_id: GUEST,
  kind: 'red',
  minute: 80,
  recorded_team_id: HOME,
  recorded_by: 10,
  disputed: false,
  kept: false,
  dispute_note: null,
  ...extra,
});
const api = fakeApi({
  status: true,
  data: [card({}), card({ id: 6, name: 'Carl Dorn', kind: 'yellow', minute: null, disputed: true })],
});
const teams = new Map([
  [HOME, testTeam(HOME, 'Physik FC')],
  [GUEST, testTeam(GUEST, 'TUM Kickers')],
]);
const final = testMatch([testResult(2, 1, { is_final: true })], '2026-11-20T19:00:00.000Z');

const show = (locale: 'en' | 'de') =>
  renderInApp(
    <MatchTable
      week={1}
      matches={[final]}
      teams={teams}
      pitches={[]}
      allMatches={null}
      onOpen={() => {}}
      seasonNames={new Map()}
    />,
    { locale, path: '/matches' },
  );

describe("a final result's cards on /matches", { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('are read when the details open, the disputed one left out', async () => {
    const { user } = show('en');
    expect(api.sent).toEqual([]);
    await user.click(screen.getByText('More'));
    expect(await screen.findByText('Red: Dana Eck (min. 80)')).toBeVisible();
    expect(screen.getByText('Cards')).toBeVisible();
    expect(screen.queryByText(/Carl Dorn/)).toBeNull();
    expect(api.sent.map((request) => request.body)).toEqual([{ match_id: 1 }]);
  });

  it('in German', async () => {
    const { user } = show('de');
    await user.click(screen.getByText('Mehr'));
    expect(await screen.findByText('Rot: Dana Eck (80. Min.)')).toBeVisible();
    expect(screen.getByText('Karten')).toBeVisible();
  });
});
