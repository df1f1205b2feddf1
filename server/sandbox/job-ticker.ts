/** A background loop that runs due sandbox jobs. */
export interface JobTicker {
  /** Stops the loop and waits for a run in progress to end. */
  stop(): Promise<void>;
}

/**
 * Calls `run` every `intervalMs` (never two runs at once) on an unref'd timer, so the ticker never keeps the process
 * alive. A failing run is reported to `onError` and the loop goes on. `intervalMs` ≤ 0 starts nothing.
 */
export function startJobTicker(run: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): JobTicker {
  if (intervalMs <= 0) return { stop: async () => undefined };
  let running: Promise<void> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (running || stopped) return;
    running = run().then(() => undefined, onError).finally(() => { running = null; });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
