import type { DataProblem } from '../../engine/core';
import { checkProject, type ProjectCheck } from '../data/check-project';
import type { ProjectData } from '../data/project-data';
import { watchDataDirs, type FileBurst } from './data-watcher';

/** What the studio shows now: the data's version (one more for every change), the check's problems and the data to render. */
export interface StudioState {
  version: number;
  problems: DataProblem[];
  /** The data as read now; the last data that read whole when a file does not parse (or no brand could be read). */
  data: ProjectData | undefined;
}

/**
 * How one change was taken in (epoch ms): the watcher's burst of file events (absent when `reload` was called
 * directly), and when the check began and ended. `npm run bench:studio` splits the live reload's time with it.
 */
export interface ChangeTiming extends Partial<FileBurst> {
  checkStartAt: number;
  checkedAt: number;
}

/** The studio's view of the data files: re-read and re-checked on every change, with listeners told each new version. */
export interface StudioData {
  current: () => StudioState;
  /** Calls `listener` with each new version and how the change was taken in; returns the function that stops it. */
  subscribe: (listener: (version: number, timing: ChangeTiming) => void) => () => void;
  /** Re-reads and re-checks the data now (the watcher calls it after a change, with its burst of file events). */
  reload: (burst?: FileBurst) => void;
  close: () => void;
}

/** Data that read whole: every file parsed and at least one brand was read. */
const readWhole = (check: ProjectCheck): boolean => Boolean(check.data && Object.keys(check.data.brands).length > 0
  && !check.problems.some((p) => p.code === 'E_JSON_SYNTAX' || p.code === 'E_LOAD_FAILED'));

/**
 * Follows the data under `root` with the one project check (server/data/check-project.ts): `initial` is the check the
 * server started with; a change to flows/ or brands/ (fs.watch, debounced) runs the check again and tells the listeners.
 * `watch: false` leaves the watcher out (tests call `reload`).
 */
export function followStudioData(root: string, initial: ProjectCheck, options: { watch?: boolean; debounceMs?: number } = {}): StudioData {
  let version = 1;
  let check = initial;
  let lastWhole = readWhole(initial) ? initial.data : undefined;
  const listeners = new Set<(version: number, timing: ChangeTiming) => void>();
  const reload = (burst?: FileBurst) => {
    const checkStartAt = Date.now();
    try {
      check = checkProject(root);
    } catch (error) {
      // A folder removed while it is read (a file deleted mid-way): the next change reads it again.
      check = { problems: [{ code: 'E_LOAD_FAILED', file: 'flows', pointer: '/', message: `the data could not be read: ${(error as Error).message}` }], files: 0 };
    }
    if (readWhole(check)) lastWhole = check.data;
    version += 1;
    const timing: ChangeTiming = { ...burst, checkStartAt, checkedAt: Date.now() };
    for (const listener of listeners) listener(version, timing);
  };
  const stop = options.watch === false ? () => undefined : watchDataDirs(root, reload, options.debounceMs);
  return {
    current: () => ({ version, problems: check.problems, data: readWhole(check) ? check.data : lastWhole ?? check.data }),
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    reload,
    close: () => {
      stop();
      listeners.clear();
    },
  };
}
