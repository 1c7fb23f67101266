import { get, type IncomingMessage } from 'node:http';
import { expect, vi } from 'vitest';

/** A Server-Sent Events message as a test reads it. */
export interface Message {
  event: string;
  id: number;
  data: Record<string, unknown>;
}

/** An SSE client that keeps what it received: whole messages, comment lines, the retry hint. */
export function openStream(url: string, headers: Record<string, string> = {}) {
  let text = '';
  let response: IncomingMessage | null = null;
  const ready = new Promise<IncomingMessage>((resolve, reject) => {
    const request = get(url, { headers }, (res) => {
      response = res;
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
      });
      resolve(res);
    });
    request.on('error', reject);
  });
  const blocks = () => text.split('\n\n').slice(0, -1);
  const messages = (): Message[] =>
    blocks()
      .filter((block) => block.includes('event: '))
      .map((block) => {
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2) ?? '';
        return { event: field('event'), id: Number(field('id')), data: JSON.parse(field('data')) };
      });
  return {
    ready,
    messages,
    text: () => text,
    /** Resolves once `count` messages arrived (fails the test after 5 s). */
    waitFor: (count: number) => vi.waitFor(() => expect(messages().length).toBe(count), { timeout: 5000 }),
    close: () => (response as IncomingMessage | null)?.destroy(),
  };
}
