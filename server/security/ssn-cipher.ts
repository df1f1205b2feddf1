import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** Encrypts and decrypts Social Security numbers at rest. */
export interface SsnCipher {
  /** The nine digits, encrypted and bound to `owner` (e.g. the profile uuid): `v1.<iv>.<tag>.<ciphertext>`, base64url. */
  encrypt(ssnDigits: string, owner: string): string;
  /** The nine digits back; throws when the text was altered, moved to another owner or made with another key. */
  decrypt(stored: string, owner: string): string;
}

const VERSION = 'v1';
const IV_BYTES = 12;

/**
 * AES-256-GCM with a key derived (HKDF-SHA-256) from the server's secret, the one that signs tokens (JWT_SECRET or the
 * secret kept in the settings table), so no second secret has to be managed. The owner is authenticated data, so a
 * ciphertext copied onto another profile does not decrypt. Changing the server secret makes stored SSNs unreadable.
 */
export function createSsnCipher(secret: Uint8Array): SsnCipher {
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.from('heloc-ssn-at-rest'), Buffer.from('aes-256-gcm v1'), 32));
  return {
    encrypt(ssnDigits, owner) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      cipher.setAAD(Buffer.from(owner));
      const body = Buffer.concat([cipher.update(ssnDigits, 'utf8'), cipher.final()]);
      return [VERSION, iv, cipher.getAuthTag(), body].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
    },
    decrypt(stored, owner) {
      const [version, iv, tag, body] = stored.split('.');
      if (version !== VERSION || !iv || !tag || !body) throw new Error('E_SSN_FORMAT: not an encrypted SSN');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAAD(Buffer.from(owner));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
