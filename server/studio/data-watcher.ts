import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';

/** The folders whose edits the studio follows (relative to the data root). */
export const WATCHED_DIRS = ['flows', 'brands'];

/** When a burst of file events began and ended (epoch ms), as the watcher saw them. */
export interface FileBurst {
  firstEventAt: number;
  lastEventAt: number;
}

/**
 * Watches `flows/` and `brands/` under `root` (recursively) and calls `onChange` once a burst of edits has been quiet
 * for `debounceMs` (an editor's save is often several file events), with when the burst began and ended. Returns a
 * function that stops watching.
 */
export function watchDataDirs(root: string, onChange: (burst: FileBurst) => void, debounceMs = 150): () => void {
  let timer: NodeJS.Timeout | undefined;
  let firstEventAt: number | undefined;
  const fire = () => {
    const at = Date.now();
    firstEventAt ??= at;
    clearTimeout(timer);
    timer = setTimeout(() => {
      const burst = { firstEventAt: firstEventAt ?? at, lastEventAt: at };
      firstEventAt = undefined;
      onChange(burst);
    }, debounceMs);
  };
  const watchers: FSWatcher[] = WATCHED_DIRS.map((dir) => join(root, dir)).filter((dir) => existsSync(dir))
    // A folder removed while watched ends its watcher, not the server.
    .map((dir) => watch(dir, { recursive: true }, fire).on('error', () => undefined));
  return () => {
    clearTimeout(timer);
    for (const w of watchers) w.close();
  };
}
