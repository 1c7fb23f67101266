import { useEffect } from 'react';

/** Data-fetch failures are only logged (docs/PRODUCT.md#messages); the page shows its empty state instead. */
export function useLogError(error: unknown, what: string): void {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}:`, error);
  }, [error, what]);
}
