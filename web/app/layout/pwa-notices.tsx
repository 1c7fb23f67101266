import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { m } from '../../../common/i18n/messages';
import { CloseIcon } from '../../components/ui/icons';
import { formatDate, formatDateTime, formatTime } from '../../lib/dates';
import { applyUpdate, closeInstallHint, dataTime, offlinePageTime, usePwaState } from '../../lib/pwa';
import classes from './pwa-notices.module.css';

/**
 * When the oldest answer on screen was fetched: the queries the page shows now, each counted from
 * the cache it came from if it did (web/lib/pwa.ts), else from when it arrived; the time of a page
 * the worker served from its cache if nothing else is shown. Null: nothing to date.
 */
function useShownAsOf(client: QueryClient): number | null {
  const cache = client.getQueryCache();
  const subscribe = useCallback((listener: () => void) => cache.subscribe(listener), [cache]);
  return useSyncExternalStore(subscribe, () => {
    const times = cache
      .findAll({ type: 'active' })
      .filter((query) => query.state.data !== undefined)
      .map((query) => dataTime(query.state.data) ?? query.state.dataUpdatedAt)
      .filter((at) => at > 1);
    return times.length > 0 ? Math.min(...times) : offlinePageTime() || null;
  });
}

/** 18:42 today on the league's clock, else the date with the time. */
function shownAt(at: number): string {
  const value = new Date(at).toISOString();
  return formatDate(value) === formatDate(new Date().toISOString())
    ? formatTime(value)
    : formatDateTime(value);
}

function OfflineNotice({ client }: { client: QueryClient }) {
  const asOf = useShownAsOf(client);
  if (asOf === null) return null;
  return (
    <div className={classes.offline} role="status" data-testid="offline-notice">
      {m.common_offline_as_of({ time: shownAt(asOf) })}
    </div>
  );
}

/**
 * The installable app's notices (decision 046): offline under the header, in the page's flow; the
 * update prompt and the iPhone's hint at the bottom. Plain elements styled like the site's: the
 * first load of / carries them (~0.4 KB gzipped), and Mantine's components would have split the
 * page's chunks (a lazy chunk of these measured 0.4 KB more with its requests).
 */
export function PwaNotices() {
  const state = usePwaState();
  const client = useQueryClient();
  return (
    <>
      {state.offline && <OfflineNotice client={client} />}
      {(state.update || state.installHint) && (
        <div className={classes.region}>
          {state.update && (
            <div className={classes.card} role="status" data-testid="update-prompt">
              <p className={classes.title}>{m.common_update_available()}</p>
              <button type="button" className={classes.button} onClick={applyUpdate}>
                {m.common_update_button()}
              </button>
            </div>
          )}
          {state.installHint && (
            <div className={classes.card} role="note" data-testid="install-hint">
              <div>
                <p className={classes.title}>{m.common_install_hint_title()}</p>
                <p className={classes.text}>{m.common_install_hint()}</p>
              </div>
              <button
                type="button"
                className={classes.close}
                onClick={closeInstallHint}
                aria-label={m.common_install_hint_close()}
              >
                <CloseIcon />
              </button>
            </div>
          )}
        </div>
      )}
    </>
  );
}
