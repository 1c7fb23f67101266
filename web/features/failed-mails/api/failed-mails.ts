import { useQuery } from '@tanstack/react-query';
import type { FailedMail, ResentMail } from '../../../../common/api/mail';
import { apiData, apiRequest } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { failedMailsQueryKey, todosQueryKey } from '../../../lib/query-keys';

/** What a resend changes: this list and the admins' to-do item that counts it. */
export const FAILED_MAIL_VIEWS = [failedMailsQueryKey, todosQueryKey] as const;

export function useFailedMails() {
  return useQuery({
    queryKey: failedMailsQueryKey,
    queryFn: () => apiData<FailedMail[]>(paths.api.getFailedMails, { body: {} }),
  });
}

export const resendFailedMail = (mailId: number) =>
  apiRequest<ResentMail>(paths.api.resendFailedMail, { body: { mail_id: mailId } });
