// The resolve hook scripts/unit-catalogue-hook.mjs registers (it runs on Node's loader thread).
import { pathToFileURL } from 'node:url';
import { PARAGLIDE_OPTIONS, PARAGLIDE_UNIT_OPTIONS } from './i18n.mjs';

const from = `${pathToFileURL(PARAGLIDE_OPTIONS.outdir).href}/`;
const to = `${pathToFileURL(PARAGLIDE_UNIT_OPTIONS.outdir).href}/`;

export async function resolve(specifier, context, next) {
  const resolved = await next(specifier, context);
  return resolved.url.startsWith(from)
    ? { ...resolved, url: to + resolved.url.slice(from.length) }
    : resolved;
}
