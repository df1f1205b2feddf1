/** Where the browser keeps its tracker uuid (across visits) and its telemetry session key (this tab only). */
const TRACKER_KEY = 'trackerUuid';
const SESSION_KEY = 'telemetrySessionKey';

/** Platform §3 Telemetry session key. */
export interface SessionKey {
  uuid: string;
  epoch: number;
  trackerUuid: string;
}

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): telemetry goes on without it
  }
}

function write(storage: () => Storage, key: string, value: string): void {
  try {
    storage().setItem(key, value);
  } catch {
    // storage blocked: nothing to keep
  }
}

/** The tracker uuid the last session answered, kept in local storage; null before the first session. */
export function getTrackerUuid(): string | null {
  return read(() => localStorage, TRACKER_KEY);
}

/** The stored session key of this tab, or null. */
export function storedSessionKey(): SessionKey | null {
  const text = read(() => sessionStorage, SESSION_KEY);
  if (!text) return null;
  try {
    const key = JSON.parse(text) as SessionKey;
    return key && typeof key.uuid === 'string' ? key : null;
  } catch {
    return null;
  }
}

/** Keeps a session key: the tracker uuid in local storage (for flag calls), the whole key for this tab. */
export function saveSessionKey(key: SessionKey): void {
  write(() => localStorage, TRACKER_KEY, key.trackerUuid);
  write(() => sessionStorage, SESSION_KEY, JSON.stringify(key));
}

/** Platform §3 Feature decision user for the flag calls: the given attributes and the stored tracker id. */
export function optimizeUser(attributes: Record<string, unknown> = {}): { attributes: Record<string, unknown>; trackerId?: string } {
  const trackerId = getTrackerUuid();
  return trackerId ? { attributes, trackerId } : { attributes };
}
