import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

const PALETTE = [
  ['#0b3d91', '#f2c230'],
  ['#8b0000', '#ffffff'],
  ['#1b5e20', '#ffffff'],
  ['#4a148c', '#ffd54f'],
  ['#006064', '#ffffff'],
  ['#212121', '#ff7043'],
  ['#0d47a1', '#ffffff'],
  ['#b71c1c', '#ffeb3b'],
  ['#263238', '#4fc3f7'],
  ['#33691e', '#fff59d'],
  ['#3e2723', '#ffcc80'],
  ['#1a237e', '#ef5350'],
] as const;

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The key in the crest address of a team awaiting acceptance, given to its own members and admins
 * with the team (decision 037): an <img> sends no token, so the address itself carries the right to
 * see the real crest. Stable per team, so the browser caches it like any image.
 */
export function crestKey(secret: Uint8Array, teamId: number): string {
  return createHmac('sha256', secret).update(`crest:${teamId}`).digest('base64url').slice(0, 22);
}

export function isCrestKey(secret: Uint8Array, teamId: number, key: string | undefined): boolean {
  if (!key) return false;
  const expected = Buffer.from(crestKey(secret, teamId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** What a visitor gets for a team awaiting acceptance: a plain shield that names nobody. */
export const NEUTRAL_CREST_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 128" width="112" height="128" role="img" aria-label="Team crest">
<path d="M56 4 104 18v42c0 32-20 52-48 64C28 112 8 92 8 60V18z" fill="#cfd4da" stroke="#868e96" stroke-width="5"/>
</svg>`;

/** A shield with the team's short name, coloured from its name, for teams without an uploaded logo. */
export function crestSvg(name: string, nameShort: string): string {
  const digest = createHash('sha1').update(name).digest();
  const [base, accent] = PALETTE[(digest[0] ?? 0) % PALETTE.length] ?? PALETTE[0];
  const stripe = (digest[1] ?? 0) % 3;
  const label = escapeXml(nameShort.slice(0, 5));
  const fontSize = label.length > 3 ? 22 : 28;
  const stripes = [
    `<path d="M32 8v104" stroke="${accent}" stroke-width="14"/>`,
    `<path d="M8 46h96" stroke="${accent}" stroke-width="12"/>`,
    `<path d="M10 12l92 70" stroke="${accent}" stroke-width="12"/>`,
  ][stripe];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 128" width="112" height="128" role="img" aria-label="${escapeXml(name)}">
<defs><clipPath id="s"><path d="M56 4 104 18v42c0 32-20 52-48 64C28 112 8 92 8 60V18z"/></clipPath></defs>
<g clip-path="url(#s)"><rect width="112" height="128" fill="${base}"/>${stripes}</g>
<path d="M56 4 104 18v42c0 32-20 52-48 64C28 112 8 92 8 60V18z" fill="none" stroke="${accent}" stroke-width="5"/>
<text x="56" y="74" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${fontSize}" fill="#fff" stroke="${base}" stroke-width="1">${label}</text>
</svg>`;
}
