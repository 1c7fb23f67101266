import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditLogFilters, getAuditLogRequest, RequestBody } from '../../../../common/api/requests';
import type { AuditLogPage } from '../../../../common/api/types';
import { apiData } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { auditLogQueryKey } from '../../../lib/query-keys';

export type Filters = Omit<AuditLogFilters, 'access_token' | 'before_id'>;

/** The log page by page, newest first: each "Older entries" asks for the page before the last id. */
export function useAuditLog(filters: Filters) {
  return useInfiniteQuery({
    queryKey: [...auditLogQueryKey, filters],
    queryFn: ({ pageParam }) =>
      apiData<AuditLogPage>(paths.api.getAuditLog, {
        body: {
          ...filters,
          ...(pageParam === null ? {} : { before_id: pageParam }),
        } satisfies RequestBody<typeof getAuditLogRequest>,
      }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.next_before_id,
    // Entries are added by every write: the page shows the log as it is when opened.
    staleTime: 0,
  });
}
