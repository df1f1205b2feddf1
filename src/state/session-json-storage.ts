import { createJSONStorage } from 'jotai/utils';

/** jotai's synchronous JSON storage (its type is not exported by name). */
type SyncJsonStorage<Value> = ReturnType<typeof createJSONStorage<Value>>;

/** Session storage; none when rendering ahead of time (src/prerender), where every atom starts empty. */
const session = () => (typeof sessionStorage === 'undefined' ? undefined : sessionStorage) as Storage;

/**
 * jotai's JSON storage over session storage, except that a key never written reads as the initial value without
 * parsing: jotai parses an empty string there and catches the error, and an error thrown while the app's modules load
 * makes the browser work out where it came from (source positions for the whole chunk), a cost paid before the first
 * step answers a press.
 */
export function sessionJsonStorage<Value>(): SyncJsonStorage<Value> {
  const json: SyncJsonStorage<Value> = createJSONStorage<Value>(session);
  return { ...json, getItem: (key, initialValue) => (session()?.getItem(key) == null ? initialValue : json.getItem(key, initialValue)) };
}
