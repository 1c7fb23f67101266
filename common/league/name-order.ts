/**
 * Names in German alphabetical order (ä with a). The collator is made on the first comparison, not
 * when a module is loaded: a page that imports a league rule without sorting names (the table's
 * form guide imports standings.ts) must not pay for it (about 15 ms on a phone, more slowed down).
 */
let collator: Intl.Collator | undefined;

export function compareNames(a: string, b: string): number {
  collator ??= new Intl.Collator('de');
  return collator.compare(a, b);
}
