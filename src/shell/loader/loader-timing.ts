/** The loader's timing (flows/constants.json): minimum display, delay after loading ends, rotation and duration. */
export interface LoaderTiming {
  minimumMs: number;
  hideDelayMs: number;
}

/**
 * How long after loading ended the loader hides: the spec's delay after loading ends (registration §9, 300 ms), and
 * never before it has shown for the minimum display (platform §2, 1 s) counted from `shownAt`. Pure.
 */
export function loaderHideDelay(shownAt: number, endedAt: number, timing: LoaderTiming): number {
  return Math.max(shownAt + timing.minimumMs - endedAt, timing.hideDelayMs, 0);
}

/**
 * Which message the loader shows `elapsedMs` after it appeared: the messages in turn every `rotateMs`, round and round,
 * until `durationMs` (platform §2, 67 s by default), after which it stops on the last one. Pure.
 */
export function loaderMessageIndex(elapsedMs: number, count: number, rotateMs: number, durationMs: number): number {
  if (count <= 1) return 0;
  if (elapsedMs >= durationMs) return count - 1;
  return Math.floor(Math.max(elapsedMs, 0) / rotateMs) % count;
}
