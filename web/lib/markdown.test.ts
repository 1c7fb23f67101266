import { MantineProvider } from '@mantine/core';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Markdown } from '../components/ui/markdown';
import { fillPlaceholders, parseInline, parseMarkdown, safeHref } from './markdown';

/**
 * The HTML the renderer makes of `source`, as the server's prerender would send it, without the
 * stylesheet MantineProvider itself puts in front.
 */
const html = (source: string, values: Record<string, string> = {}) =>
  renderToStaticMarkup(
    createElement(
      MantineProvider,
      null,
      createElement(MemoryRouter, null, createElement(Markdown, { source, values })),
    ),
  ).replace(/^(<style[^>]*>[^<]*<\/style>)+/, '');

/** Every tag the HTML opens, by name. */
const tags = (markup: string) => [...markup.matchAll(/<([a-zA-Z][\w-]*)/g)].map((match) => match[1]);
/** Every attribute of every tag, by name. */
const attributes = (markup: string) =>
  [...markup.matchAll(/<[a-zA-Z][^>]*>/g)].flatMap((tag) =>
    [...(tag[0] as string).matchAll(/\s([^\s=>]+)=/g)].map((match) => match[1]),
  );
const hrefs = (markup: string) => [...markup.matchAll(/href="([^"]*)"/g)].map((match) => match[1]);

/** The renderer's own elements: nothing a text could add. */
const RENDERED_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'p', 'ul', 'li', 'strong', 'a', 'br', 'div', 'span']);

describe('the Markdown of the league texts', () => {
  it('renders headings, paragraphs with their line breaks, lists, bold and links', () => {
    const markup = html(
      '# Impressum\n\n## Kontakt\n\n{{name}}\n{{street}}\n\n- **fett** und [Mail](mailto:{{email}})\n- [Seite](/data)\n\n[Web](https://www.lda.bayern.de)',
      { name: 'Liga e.V.', street: 'Leopoldstraße 15', email: 'info@liga.example' },
    );
    expect(markup).toMatch(/<h1[^>]*>Impressum<\/h1>/);
    expect(markup).toMatch(/<h2[^>]*>Kontakt<\/h2>/);
    expect(markup).toContain('Liga e.V.<br/>Leopoldstraße 15');
    expect(markup).toContain('<strong>fett</strong>');
    expect(hrefs(markup)).toEqual(['mailto:info@liga.example', '/data', 'https://www.lda.bayern.de/']);
    // Another site opens in a new tab, without access to this one.
    expect(markup).toMatch(/href="https:\/\/www.lda.bayern.de\/" target="_blank" rel="noopener noreferrer"/);
  });

  it('shows script tags, event attributes and any other HTML as text, never as elements', () => {
    const attacks = [
      '<script>alert(1)</script>',
      '<img src=x onerror=alert(1)>',
      '<a href="javascript:alert(1)" onclick="alert(1)">x</a>',
      '<svg onload=alert(1)>',
      '<iframe src="https://evil.example"></iframe>',
      '**<b onmouseover=alert(1)>bold</b>**',
      '- <style>body{display:none}</style>',
      '# <script>alert(1)</script>',
    ];
    for (const attack of attacks) {
      const markup = html(attack);
      expect(
        tags(markup).every((tag) => RENDERED_TAGS.has(tag as string)),
        markup,
      ).toBe(true);
      expect(
        attributes(markup).filter((name) => /^on/i.test(name as string)),
        markup,
      ).toEqual([]);
      // The text is there, escaped: a reader sees what was written.
      expect(markup).toContain('&lt;');
    }
    expect(html('<script>alert(1)</script>')).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('leaves HTML entities as the text they are written as, never decoding them into markup', () => {
    const markup = html('&lt;script&gt;alert(1)&lt;/script&gt; &#60;img src=x onerror=alert(1)&#62;');
    expect(markup).toContain('&amp;lt;script&amp;gt;');
    expect(markup).toContain('&amp;#60;img');
    expect(tags(markup).every((tag) => RENDERED_TAGS.has(tag as string))).toBe(true);
  });

  it('links only to this site, to http(s) and to mail; any other link is its label alone', () => {
    const refused = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'java\tscript:alert(1)',
      'javascript&#58;alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      '//evil.example/',
      '/\\evil.example/',
      'https://',
      'ftp://files.example/',
      'relative/page',
    ];
    for (const href of refused) {
      expect(safeHref(href), href).toBeNull();
      const markup = html(`[click](${href})`);
      expect(hrefs(markup), href).toEqual([]);
      expect(markup, href).toContain('click');
    }
    expect(safeHref('https://www.instagram.com/x/')).toEqual({
      href: 'https://www.instagram.com/x/',
      target: 'web',
    });
    expect(safeHref('http://example.org')?.target).toBe('web');
    expect(safeHref('mailto:info@liga.example')?.target).toBe('mail');
    expect(safeHref('/data#rights')).toEqual({ href: '/data#rights', target: 'page' });
  });

  it('puts the details in where a text names them; a detail is text, it cannot add a link or markup', () => {
    expect(fillPlaceholders('{{name}}, {{unknown}}, {{constructor}}', { name: 'Liga' })).toBe(
      'Liga, {{unknown}}, {{constructor}}',
    );
    const markup = html('{{board}}', { board: '[x](javascript:alert(1)) <script>alert(1)</script>' });
    expect(hrefs(markup)).toEqual([]);
    expect(tags(markup).every((tag) => RENDERED_TAGS.has(tag as string))).toBe(true);
  });

  it('parses blocks as plain data', () => {
    expect(parseMarkdown('# A\n\nb\nc\r\n\r\n- d\n- e')).toEqual([
      { kind: 'heading', level: 1, content: [{ kind: 'text', text: 'A' }] },
      {
        kind: 'paragraph',
        lines: [[{ kind: 'text', text: 'b' }], [{ kind: 'text', text: 'c' }]],
      },
      { kind: 'list', items: [[{ kind: 'text', text: 'd' }], [{ kind: 'text', text: 'e' }]] },
    ]);
    expect(parseInline('[a](javascript:x) **b**')).toEqual([
      { kind: 'text', text: 'a' },
      { kind: 'text', text: ' ' },
      { kind: 'bold', text: 'b' },
    ]);
    expect(parseMarkdown('  \n\n ')).toEqual([]);
  });
});
