import { APP_COPY_KEYS } from './app-copy-keys';
import { BROWSER_KEY_PREFIXES, BROWSER_QUOTED_KEYS } from './browser-code-keys';
import { familyKeys } from './copy-families';

/**
 * The copy families only the staff tools read (the operations console, the preview studio): left out of the borrower's
 * pages, which never show them; the console's and the studio's own pages are sent the whole copy.
 */
export const STAFF_COPY_PREFIXES = ['console.', 'studio.'] as const;

/** Every string of a data file's value (a copy key named by convention, a schema's error message or enum label, …). */
function dataStrings(value: unknown, into: Set<string>): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((v) => dataStrings(v, into));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => dataStrings(v, into));
  return into;
}

/**
 * The keys of `copyKeys` (a brand's) that the browser can read: those the React pages and the engine name
 * (APP_COPY_KEYS, the families of copy-families.ts, the key-shaped strings and key prefixes of the browser's code,
 * engine/core/brand/browser-code-keys.ts) and every string of the data the browser renders (`data`: the values of the
 * flows/ files it is sent — steps, pages, routing, shell — which name keys by convention and in schemas' messages),
 * but the staff tools' families (STAFF_COPY_PREFIXES). Server-only texts (e-mails, generated documents, API errors)
 * are named by none of these. Pure.
 */
export function browserCopyKeys(copyKeys: Iterable<string>, data: readonly unknown[]): Set<string> {
  const named = new Set<string>([...APP_COPY_KEYS, ...familyKeys().map((f) => f.key), ...BROWSER_QUOTED_KEYS]);
  data.forEach((d) => dataStrings(d, named));
  const staff = (key: string) => STAFF_COPY_PREFIXES.some((p) => key.startsWith(p));
  return new Set([...copyKeys].filter((key) => !staff(key) && (named.has(key) || BROWSER_KEY_PREFIXES.some((p) => key.startsWith(p)))));
}

/** A brand's copy with only `keys` (browserCopyKeys): what a borrower's page is sent. Pure. */
export function browserCopyOf(copy: Readonly<Record<string, string>>, keys: ReadonlySet<string>): Record<string, string> {
  return Object.fromEntries(Object.entries(copy).filter(([key]) => keys.has(key)));
}
