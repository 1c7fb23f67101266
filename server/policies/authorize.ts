import type { ErrorCode } from '../../common/api/error-codes';
import { forbidden } from '../lib/errors';

/**
 * The server's half of a permission: the decision is a pure policy in common/policies/ (shared
 * with the web, decision 024); refusing with 403, a code and the policy's sentence is the server's.
 */
export function authorize(allowed: boolean, code: ErrorCode, message: string): void {
  if (!allowed) throw forbidden(code, message);
}
