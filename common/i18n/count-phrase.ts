import { getLocale } from './messages';

/**
 * A message of one count ("3 wins", "1 Punkt") remembered per language and count. Paraglide's
 * plural selection builds an Intl.PluralRules on every call (tens of microseconds), and the
 * table's explanations say the same few counts hundreds of times per rebuild of the public
 * answers, in each language (docs/decisions/042-explanations-per-language.md). Counts are small
 * (goals, points, duties), so what is remembered stays small.
 */
export function countPhrase(message: (inputs: { count: number }) => string): (count: number) => string {
  const said = new Map<string, string>();
  return (count) => {
    const key = `${getLocale()} ${count}`;
    let text = said.get(key);
    if (text === undefined) {
      text = message({ count });
      said.set(key, text);
    }
    return text;
  };
}
