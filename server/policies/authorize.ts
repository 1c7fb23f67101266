import { forbidden } from '../lib/errors';

/**
 * The server's half of a permission: the decision is a pure policy in common/policies/ (shared
 * with the web, decision 024); refusing with 403 and the policy's sentence is the server's.
 */
export function authorize(allowed: boolean, message: string): void {
  if (!allowed) throw forbidden(message);
}
