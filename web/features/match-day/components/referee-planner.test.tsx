// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RefereeSuggestion } from '../../../../common/api/referee-planner';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { RefereePlanner } from './referee-planner';

/** The referee planner under a slot (docs/PRODUCT.md#referee-planner, decision 099). */

const order: RefereeSuggestion[] = [
  { user_id: 1, name: 'Anna Berg', duties_this_season: 0, reason_if_excluded: null },
  { user_id: 2, name: 'Ben Kurz', duties_this_season: 2, reason_if_excluded: null },
  { user_id: 3, name: 'Carl Dorn', duties_this_season: 0, reason_if_excluded: 'said_no' },
];

describe('RefereePlanner', () => {
  it(
    'offers the first in one tap and the whole order, with why someone cannot, behind a disclosure',
    async () => {
      const onAppoint = vi.fn();
      const { user } = renderInApp(
        <RefereePlanner suggestions={order} current={null} pending={false} onAppoint={onAppoint} />,
      );
      expect(screen.getByRole('group', { name: 'Who has refereed least this season' })).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'Appoint' })).toHaveLength(1);
      expect(screen.getByText('The whole order (3)')).toBeTruthy();
      expect(screen.getByText('Carl Dorn · refereed 0 · said no for the day')).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Appoint' }));
      expect(onAppoint).toHaveBeenCalledWith(1);
    },
    COMPONENT_TEST_TIMEOUT,
  );

  it(
    'offers no Appoint for the referee already named or one who cannot referee that day; German',
    () => {
      const named = renderInApp(
        <RefereePlanner suggestions={order} current={1} pending={false} onAppoint={vi.fn()} />,
      );
      expect(screen.queryByRole('button', { name: 'Appoint' })).toBeNull();
      named.unmount();
      renderInApp(
        <RefereePlanner suggestions={order.slice(2)} current={null} pending={false} onAppoint={vi.fn()} />,
        { locale: 'de' },
      );
      expect(screen.queryByRole('button', { name: 'Einteilen' })).toBeNull();
      expect(screen.queryByText(/Die ganze Reihenfolge/)).toBeNull();
    },
    COMPONENT_TEST_TIMEOUT,
  );
});
