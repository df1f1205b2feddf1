import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** The folders whose edits the studio follows (relative to the data root). */
export const WATCHED_DIRS = ['flows', 'brands'];

/**
 * Watches `flows/` and `brands/` under `root` (recursively) and calls `onChange` once a burst of edits has been quiet
 * for `debounceMs` (an editor's save is often several file events). Returns a function that stops watching.
 */
export function watchDataDirs(root: string, onChange: () => void, debounceMs = 150): () => void {
  let timer: NodeJS.Timeout | undefined;
  const fire = () => {
    clearTimeout(timer);
    timer = setTimeout(onChange, debounceMs);
  };
  const watchers: FSWatcher[] = WATCHED_DIRS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir))
    // A folder removed while watched ends its watcher, not the server.
    .map((dir) => watch(dir, { recursive: true }, fire).on('error', () => undefined));
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
