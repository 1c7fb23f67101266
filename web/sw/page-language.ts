/**
 * The language a page came in, which the offline shell then speaks (decision 046). A prerendered
 * page and the app's frame say it in Content-Language; a dashboard page rendered for the session
 * (decision 041) only in its <html lang>, which its head, sent first (decision 050), carries.
 * Without reading those, the worker kept the language of the last visitor page, and a user who
 * read the dashboard in German after visitor pages in English got it back offline in English.
 */

/** How far into a page its <html lang> is looked for: the doctype and the html element come first. */
const HEAD_BYTES = 4096;

const LANGUAGE = /^[a-z]{2}$/;

/** The language of `<html lang="xx">` in the start of a page, if it names one. */
export function htmlLanguage(htmlStart: string): string | null {
  const lang = /<html\b[^>]*\blang="([^"]*)"/i.exec(htmlStart)?.[1] ?? null;
  return lang && LANGUAGE.test(lang) ? lang : null;
}

/**
 * The language of an HTML answer: its Content-Language, else its <html lang>, read from the
 * start of a copy of its body without waiting for the rest (a session page streams its body
 * while the server renders it), so the answer itself reaches the page untouched.
 */
export async function pageLanguage(response: Response): Promise<string | null> {
  const header = response.headers.get('content-language');
  if (header && LANGUAGE.test(header)) return header;
  const reader = response.clone().body?.getReader();
  if (!reader) return null;
  const decoder = new TextDecoder();
  let start = '';
  try {
    while (start.length < HEAD_BYTES) {
      const { done, value } = await reader.read();
      if (done) break;
      start += decoder.decode(value, { stream: true });
      if (/<html\b[^>]*>/i.test(start)) break;
    }
  } finally {
    void reader.cancel().catch(() => undefined);
  }
  return htmlLanguage(start);
}
