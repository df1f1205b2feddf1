/** The session storage keys of the registration's state: a page with any of them is not a fresh visit. */
export const REGISTRATION_STORAGE_KEYS = [
  'heloc.registration.answers', 'heloc.registration.confirmations', 'heloc.application', 'heloc.registration.finished',
  'heloc.registration.confirmEmail',
] as const;

/** Stored values that hold nothing (a state's empty default): a key holding one still counts as absent. */
export const EMPTY_STORED_VALUES: readonly string[] = ['{}', 'null'];

/**
 * True when none of the registration's state is in the storage: the markup of the first step rendered ahead of time
 * is what this browser renders first. The page's early script (server/spa/early-input-script.ts) decides the same
 * from the same keys and values. Pure.
 */
export function isFreshVisit(storage: Pick<Storage, 'getItem'>): boolean {
  return REGISTRATION_STORAGE_KEYS.every((key) => {
    const stored = storage.getItem(key);
    return stored === null || EMPTY_STORED_VALUES.includes(stored);
  });
}
