/**
 * One read shared by the readers of the same page load: a GET asked for again with the same token, shortly after and
 * with no write in between, is answered by the first read (in flight or done) instead of a second request. A failed
 * read is never shared; any write (a call that is not a GET) starts a new generation, so what a borrower just changed
 * is read again.
 */

/** How long a finished read answers later readers: the readers of one page mount within this. */
export const SHARED_READ_MS = 3000;

interface Entry {
  promise: Promise<unknown>;
  token: string | null;
  generation: number;
  /** When the read settled (ms, performance clock); undefined while in flight. */
  settledAt?: number;
}

let generation = 0;
const reads = new Map<string, Entry>();

/** Notes a write (a call that is not a GET): no read started before it answers a reader after it. */
export function noteWrite(): void {
  generation += 1;
  reads.clear();
}

/**
 * Reads `key` with `read`, or hands back the read of the same key already made with `token` in this write generation,
 * while in flight or for SHARED_READ_MS after it answered. `now` is the clock (performance.now by default).
 */
export function sharedRead<T>(key: string, token: string | null, read: () => Promise<T>, now: () => number = () => performance.now()): Promise<T> {
  const entry = reads.get(key);
  const fresh = entry && entry.token === token && entry.generation === generation
    && (entry.settledAt === undefined || now() - entry.settledAt < SHARED_READ_MS);
  if (fresh) return entry.promise as Promise<T>;
  const started: Entry = { promise: Promise.resolve(), token, generation };
  started.promise = read().then(
    (value) => { started.settledAt = now(); return value; },
    (error: unknown) => { if (reads.get(key) === started) reads.delete(key); throw error; },
  );
  reads.set(key, started);
  return started.promise as Promise<T>;
}
