import { describe, expect, it } from 'vitest';
import { htmlLanguage, pageLanguage } from './page-language';

const encoder = new TextEncoder();

/** A page whose head comes at once and whose rest only when `finish` is called, as a session page streams. */
function streamedPage(head: string, headers: Record<string, string> = {}) {
  let finish = () => {};
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(head));
      finish = () => {
        controller.enqueue(encoder.encode('<main>Spiele</main></body></html>'));
        controller.close();
      };
    },
  });
  const response = new Response(body, { headers: { 'content-type': 'text/html', ...headers } });
  return { response, finish: () => finish() };
}

const SESSION_HEAD =
  '<!doctype html>\n<html lang="de" data-mantine-color-scheme="light"><head><title>Spiele</title></head><body>';

describe('the language the offline shell takes from a page', () => {
  it('reads Content-Language where the server sends it (visitor pages, the frame)', async () => {
    const response = new Response('<!doctype html><html lang="en">', {
      headers: { 'content-type': 'text/html', 'content-language': 'de' },
    });
    expect(await pageLanguage(response)).toBe('de');
  });

  it('reads a session page’s <html lang> from its head, without waiting for the rest, and leaves the page whole', async () => {
    const { response, finish } = streamedPage(SESSION_HEAD);
    // Resolves while the rest of the page is still being rendered.
    expect(await pageLanguage(response)).toBe('de');
    finish();
    expect(await response.text()).toBe(`${SESSION_HEAD}<main>Spiele</main></body></html>`);
  });

  it('names no language when the page names none or an odd one', async () => {
    expect(await pageLanguage(new Response('<!doctype html><html><head>'))).toBeNull();
    expect(await pageLanguage(new Response(null))).toBeNull();
    expect(htmlLanguage('<html lang="de-DE">')).toBeNull();
    expect(htmlLanguage('<html lang="x" onload="">')).toBeNull();
    expect(htmlLanguage('<html class="a" lang="en">')).toBe('en');
  });
});
