import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { DataKeyRing } from './field-cipher';

/**
 * Keyed hashes of short secrets the server stores to check later (the e-mail verification code): an HMAC-SHA256 under
 * a key derived from a data key, so a copy of the database alone cannot be used to test guesses.
 */
export interface CodeMac {
  /** The stored form of `code` for `owner`: `m1.<keyId>.<hex HMAC>` under the active data key. */
  hash(owner: string, code: string): string;
  /**
   * Whether `code` is the one stored for `owner`: 'match', 'mismatch', or 'unusable' when the stored value is of
   * another format (a code stored before the HMAC) or its key is no longer configured: the code cannot be checked.
   */
  check(stored: string, owner: string, code: string): 'match' | 'mismatch' | 'unusable';
}

const VERSION = 'm1';
/** The HKDF context: the MAC key of each data key is its own, never the key that wraps the encrypted fields. */
const INFO = 'heloc/email-code-mac/v1';

/** The MAC key derived from a data key (HKDF-SHA256, 32 bytes). Pure. */
export const macKeyOf = (dataKey: Uint8Array): Buffer => Buffer.from(hkdfSync('sha256', dataKey, Buffer.alloc(0), INFO, 32));

/** A CodeMac over the server's data key ring (server/security/server-keys.ts): the keys never touch the database. */
export function createCodeMac(ring: DataKeyRing): CodeMac {
  const macKeys = new Map([...ring.keys].map(([id, key]) => [id, macKeyOf(key)]));
  const mac = (key: Buffer, owner: string, code: string) => createHmac('sha256', key).update(`${owner}:${code}`).digest('hex');
  return {
    hash(owner, code) {
      return [VERSION, ring.activeId, mac(macKeys.get(ring.activeId)!, owner, code)].join('.');
    },
    check(stored, owner, code) {
      const [version, keyId, digest, ...rest] = stored.split('.');
      const key = keyId ? macKeys.get(keyId) : undefined;
      if (version !== VERSION || !key || !digest || rest.length) return 'unusable';
      const expected = Buffer.from(mac(key, owner, code), 'hex');
      const given = Buffer.from(digest, 'hex');
      return given.length === expected.length && timingSafeEqual(given, expected) ? 'match' : 'mismatch';
    },
  };
}
