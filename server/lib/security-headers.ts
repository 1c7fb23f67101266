import type { IncomingMessage, ServerResponse } from 'node:http';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, read once by running its middleware against a
 * recorder. None of ours depends on the request, so every answer can get the same object: about
 * a fifth more cached reads per second than running helmet's middleware on each request.
 */
export function securityHeaders(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, () => {});
  return Object.freeze(headers);
}

/**
 * Headers only a document (or a worker) acts on. A hashed script or stylesheet goes out without
 * them (decision 048): a browser applies a CSP, framing rules, the opener and agent-cluster
 * policies and the old IE and Flash switches to the page that loads a script, never to the script,
 * and on HTTP/1.1 they were a kilobyte on each of the 30-odd files of a first load. What a
 * subresource does use stays: nosniff, Cross-Origin-Resource-Policy, HSTS and Referrer-Policy (a
 * stylesheet's own fetches follow it).
 */
export const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-frame-options',
  'x-xss-protection',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
] as const;
