import { returnPath } from './paths';

/**
 * The Markdown of the league's texts (decision 043), parsed into plain data that
 * web/components/ui/markdown.tsx turns into React elements: headings, paragraphs (single line
 * breaks kept, addresses are written one part per line), lists, bold and links. There is no HTML
 * in it at all: `<script>`, `<img onerror=...>` and `&lt;` stay the text they are, which React
 * escapes. Links go only to this site's pages, to http(s) and to mailto; any other link (javascript:,
 * data:, //other.host) is shown as its label without a link.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'bold'; text: string }
  /** `page`: a path of this site, followed by the router. */
  | { kind: 'link'; label: string; href: string; target: 'page' | 'web' | 'mail' };

export type Block =
  | { kind: 'heading'; level: 1 | 2 | 3; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'paragraph'; lines: Inline[][] };

/** Where a link may go, or null: a path of this site, an http(s) address or a mail address. */
export function safeHref(raw: string): { href: string; target: 'page' | 'web' | 'mail' } | null {
  const href = raw.trim();
  if (href.startsWith('/')) {
    // The rule of the login's ?next=: one leading slash, no backslash, no whitespace or controls.
    return returnPath(href) === null ? null : { href, target: 'page' };
  }
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return null;
  }
  if (url.protocol === 'mailto:') return { href: url.href, target: 'mail' };
  if ((url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '') {
    return { href: url.href, target: 'web' };
  }
  return null;
}

const INLINE = /\*\*(.+?)\*\*|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const nodes: Inline[] = [];
  let last = 0;
  const pushText = (part: string) => {
    if (part !== '') nodes.push({ kind: 'text', text: part });
  };
  for (const match of text.matchAll(INLINE)) {
    const [whole, bold, label, href] = match;
    pushText(text.slice(last, match.index));
    if (bold !== undefined) nodes.push({ kind: 'bold', text: bold });
    else if (label !== undefined && href !== undefined) {
      const safe = safeHref(href);
      if (safe) nodes.push({ kind: 'link', label, ...safe });
      else pushText(label);
    }
    last = match.index + whole.length;
  }
  pushText(text.slice(last));
  return nodes;
}

function parseBlock(block: string): Block {
  const heading = /^(#{1,3}) (.*)$/.exec(block);
  if (heading?.[1] && heading[2] !== undefined && !block.includes('\n')) {
    return { kind: 'heading', level: heading[1].length as 1 | 2 | 3, content: parseInline(heading[2]) };
  }
  const lines = block.split('\n').map((line) => line.trim());
  if (lines.every((line) => line.startsWith('- '))) {
    return { kind: 'list', items: lines.map((line) => parseInline(line.slice(2))) };
  }
  return { kind: 'paragraph', lines: lines.map(parseInline) };
}

/** `values`: the league's details, put in for {{field}}; a name not among them stays as written. */
export function fillPlaceholders(source: string, values: Readonly<Record<string, string>>): string {
  return source.replace(/\{\{(\w+)\}\}/g, (placeholder, key: string) =>
    Object.hasOwn(values, key) ? (values[key] as string) : placeholder,
  );
}

export function parseMarkdown(source: string): Block[] {
  return source
    .replace(/\r\n?/g, '\n')
    .trim()
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map(parseBlock);
}
