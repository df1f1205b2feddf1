import { createDecipheriv, hkdfSync } from 'node:crypto';

/**
 * Decrypts a value of the first format (`v1.<iv>.<tag>.<ciphertext>`), whose key was derived (HKDF-SHA-256) from the
 * token-signing secret kept in the database. Used only to move such values to envelope encryption
 * (server/security/rewrap-stored-values.ts); throws for another secret, owner or format.
 */
export function decryptLegacyValue(secret: Uint8Array, stored: string, owner: string): string {
  const [version, iv, tag, body] = stored.split('.');
  if (version !== 'v1' || !iv || !tag || !body) throw new Error('E_CIPHER_FORMAT: not a v1 encrypted field');
  const key = Buffer.from(hkdfSync('sha256', secret, Buffer.from('heloc-ssn-at-rest'), Buffer.from('aes-256-gcm v1'), 32));
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(owner));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}
