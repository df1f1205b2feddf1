import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

/** Properties named like copy keys that hold something else (a confirmation name, a link-list key prefix, a storage key). */
const NOT_COPY_KEYS = new Set(['confirmKey', 'linksKey', 'storageKey']);
/** UI schema properties whose string is a copy key. */
const UI_COPY = new Set(['ui:title', 'ui:description', 'ui:placeholder', 'ui:help']);

/**
 * Every copy key a data file names by convention, with its pointer: a string property whose name ends in `Key`, each
 * string of a property ending in `Keys` (a list or a map), the UI schema's ui:title, ui:description, ui:placeholder and
 * ui:help, and `enumNames`. A new data file or property following the convention is covered without code. Pure.
 */
export function conventionCopyKeys(value: unknown, pointer = ''): { key: string; pointer: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => conventionCopyKeys(v, `${pointer}/${i}`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([k, v]) => {
    const at = `${pointer}/${escapePointer(k)}`;
    if (NOT_COPY_KEYS.has(k)) return [];
    if (typeof v === 'string' && (k.endsWith('Key') || UI_COPY.has(k))) return [{ key: v, pointer: at }];
    if ((k.endsWith('Keys') || k === 'enumNames' || /KeyBy[A-Z]\w*$/.test(k)) && v && typeof v === 'object') {
      return Object.entries(v).flatMap(([i, x]) => (typeof x === 'string' ? [{ key: x, pointer: `${at}/${escapePointer(i)}` }] : conventionCopyKeys(x, `${at}/${escapePointer(i)}`)));
    }
    return conventionCopyKeys(v, at);
  });
}

/** The copy keys a data file names by convention that the default brand lacks. Pure. */
export function checkCopyKeys(value: unknown, file: string, copyKeys: ReadonlySet<string>): DataProblem[] {
  return conventionCopyKeys(value).filter(({ key }) => !copyKeys.has(key)).map(({ key, pointer }) => ({
    code: 'E_MISSING_COPY', file, pointer, message: `copy key '${key}' is not in brands/default.brand.json`, didYouMean: closestName(key, copyKeys),
  }));
}
