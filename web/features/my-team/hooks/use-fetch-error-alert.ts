import { useEffect } from 'react';
import { useAlert } from '../../../lib/alert';
import { hasApiSession } from '../../../lib/api-client';
import { useLogError } from '../../../lib/use-log-error';

/** A failed load that docs/PRODUCT.md#messages reports to the user, not only to the console. */
export function useFetchErrorAlert(error: unknown, what: string, message: string): void {
  const { showAlert } = useAlert();
  useLogError(error, what);
  useEffect(() => {
    // A 401 already showed 'Invalid session' and leads to /login.
    if (error && hasApiSession()) showAlert(message, 'error');
  }, [error, message, showAlert]);
}
