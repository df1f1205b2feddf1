/** A percentage roll-out of a flag or experiment: who is in is decided by a hash of (salt or key, tracker id). */
export interface Rollout {
  /** 0–100: the share of trackers that get the flag (or the experiment's variation). */
  percentage: number;
  /** Re-buckets everyone when changed; defaults to the flag's key, so different flags bucket independently. */
  salt?: string;
}

/** FNV-1a, 32 bits: small, fast and the same in every JavaScript engine. Pure. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash >>> 0;
}

/** The bucket 0–99 of a tracker for a flag: a deterministic hash of `salt ?? key` and the tracker id. Pure. */
export function rolloutBucket(key: string, trackerId: string, salt?: string): number {
  return fnv1a(`${salt ?? key}:${trackerId}`) % 100;
}

/**
 * True when a tracker is inside a roll-out: its bucket is below the percentage (0 → nobody, 100 → everyone). Without a
 * tracker id only a 100% roll-out includes the caller: an unknown visitor is never put into a partial roll-out. Pure.
 */
export function isInRollout(rollout: Rollout, key: string, trackerId: string | undefined): boolean {
  if (rollout.percentage >= 100) return true;
  if (rollout.percentage <= 0 || !trackerId) return false;
  return rolloutBucket(key, trackerId, rollout.salt) < rollout.percentage;
}
