// @vitest-environment happy-dom
import { act, screen } from '@testing-library/react';
import { Suspense, use, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { COMPONENT_TEST_TIMEOUT, renderInApp } from '../../../test/render';
import { useAuditFilters } from './use-audit-filters';

/**
 * The audit log's filters live in the URL, and the router changes the URL in a transition that
 * React may render, put aside and render again later. A quick user's changes (clear From, clear To,
 * then choose All actions) must all arrive, also when React renders something urgent in between.
 */

/** The filters of the last render React committed: what an event handler on the page would use. */
let filters: ReturnType<typeof useAuditFilters>;
let rerenderUrgently: () => void;

/** Holds back the render that shows both dates cleared, as a slow transition does. */
let release: () => void;
const held = new Promise<void>((resolve) => {
  release = resolve;
});

function HoldWhenCleared({ cleared }: { cleared: boolean }) {
  if (cleared) use(held);
  return null;
}

function Probe() {
  const current = useAuditFilters();
  useLayoutEffect(() => {
    filters = current;
  });
  const [, setTick] = useState(0);
  rerenderUrgently = () => setTick((tick) => tick + 1);
  const { search } = useLocation();
  return (
    <>
      <output aria-label="search">{search}</output>
      <Suspense fallback={null}>
        <HoldWhenCleared cleared={current.read('from') === '' && current.read('to') === ''} />
      </Suspense>
    </>
  );
}

describe('the audit log filters', { timeout: COMPONENT_TEST_TIMEOUT }, () => {
  it('keep each of several quick changes, also when an urgent render comes between', async () => {
    renderInApp(<Probe />, {
      path: '/dashboard/audit-log?action=settings.update&from=2020-01-01&to=2020-01-02',
    });
    expect(filters.filters.action).toBe('settings.update');
    expect(filters.filters.from).toBeDefined();

    await act(async () => {
      filters.set('from')('');
      filters.set('to')('');
    });
    // The transition's render is held back; an urgent render shows the URL as it still is.
    await act(async () => rerenderUrgently());
    await act(async () => filters.set('action')(''));
    await act(async () => release());

    expect(screen.getByLabelText('search').textContent).toBe('');
    expect(filters.filters).toEqual({});
  });
});
