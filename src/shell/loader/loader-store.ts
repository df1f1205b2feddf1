/** What a part of the app asks the full-screen loader to show while it loads. */
export interface LoaderClaim {
  /** Copy key naming the progress indicator. */
  labelKey: string;
  /** Copy keys of the messages it rotates through, in order. */
  messageKeys: string[];
  /** data-testid of the overlay (its message gets `<testId>-message`). */
  testId: string;
}

type Entry = LoaderClaim & { id: number };

let entries: Entry[] = [];
let nextId = 1;
let activeSince: number | null = null;
const listeners = new Set<() => void>();

const notify = () => listeners.forEach((listener) => listener());

/** Registers a claim on the loader; the returned function releases it. The loader shows while any claim is held. */
export function claimLoader(claim: LoaderClaim): () => void {
  const id = nextId;
  nextId += 1;
  if (entries.length === 0) activeSince = Date.now();
  entries = [...entries, { ...claim, id }];
  notify();
  return () => {
    entries = entries.filter((e) => e.id !== id);
    if (entries.length === 0) activeSince = null;
    notify();
  };
}

/** Subscribes to claim changes (for useSyncExternalStore); returns the unsubscribe function. */
export function subscribeToLoader(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The claims held now, oldest first (a stable array between changes). */
export function loaderClaims(): readonly LoaderClaim[] {
  return entries;
}

/** When the claims held now began (the first claim after none), or null when none is held. */
export function loaderActiveSince(): number | null {
  return activeSince;
}
