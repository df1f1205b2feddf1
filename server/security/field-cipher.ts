import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The data-encryption keys (key-encryption keys, 32 bytes each) by id, and the one new values are wrapped under. */
export interface DataKeyRing {
  activeId: string;
  keys: ReadonlyMap<string, Buffer>;
}

/** Encrypts and decrypts the fields kept only encrypted at rest: SSNs and bank account numbers. */
export interface FieldCipher {
  /** `plain`, encrypted and bound to `owner` (e.g. the profile uuid) under a fresh data key wrapped by the active key. */
  encrypt(plain: string, owner: string): string;
  /** The plain text back; throws when the text was altered, moved to another owner or its key is not in the ring. */
  decrypt(stored: string, owner: string): string;
  /** The same value with its data key wrapped under the active key (the ciphertext itself untouched). */
  rewrap(stored: string): string;
}

const VERSION = 'v2';
const IV_BYTES = 12;
const KEY_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** Whether `id` can name a key: letters, digits, `_` and `-` (it is stored in every value, between dots). */
export function isKeyId(id: string): boolean {
  return KEY_ID.test(id);
}

/** The id of the key a stored value's data key is wrapped under, or null for a value of another format (v1). */
export function keyIdOf(stored: string): string | null {
  const [version, keyId] = stored.split('.');
  return version === VERSION && keyId ? keyId : null;
}

function seal(key: Buffer, plain: Buffer, aad: string): Buffer[] {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(aad));
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return [iv, cipher.getAuthTag(), body];
}

function open(key: Buffer, [iv, tag, body]: Buffer[], aad: string): Buffer {
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(aad));
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]);
}

interface Envelope { keyId: string; wrapped: Buffer[]; value: Buffer[] }

function parse(stored: string): Envelope {
  const parts = stored.split('.');
  if (parts.length !== 8 || parts[0] !== VERSION || !isKeyId(parts[1])) throw new Error('E_CIPHER_FORMAT: not an encrypted field');
  const bytes = parts.slice(2).map((p) => Buffer.from(p, 'base64url'));
  return { keyId: parts[1], wrapped: bytes.slice(0, 3), value: bytes.slice(3) };
}

function format({ keyId, wrapped, value }: Envelope): string {
  return [VERSION, keyId, ...[...wrapped, ...value].map((b) => b.toString('base64url'))].join('.');
}

/**
 * Envelope encryption (AES-256-GCM twice): every value gets its own random data key, which is wrapped under a key of
 * the ring (the key id is authenticated data of the wrap) and stored beside it:
 * `v2.<keyId>.<wrap iv>.<wrap tag>.<wrapped data key>.<iv>.<tag>.<ciphertext>`, base64url. The owner is authenticated
 * data of the value, so a ciphertext copied onto another profile or account does not decrypt. Rotating keys re-wraps
 * data keys only (`rewrap`); the ring's keys never touch the database (server/security/server-keys.ts).
 */
export function createFieldCipher(ring: DataKeyRing): FieldCipher {
  const keyOf = (keyId: string) => {
    const key = ring.keys.get(keyId);
    if (!key) throw new Error(`E_CIPHER_KEY: data key ${keyId} is not configured`);
    return key;
  };
  const unwrap = (envelope: Envelope) => open(keyOf(envelope.keyId), envelope.wrapped, envelope.keyId);
  if (!ring.keys.has(ring.activeId)) throw new Error(`E_CIPHER_KEY: the active data key ${ring.activeId} is not configured`);
  return {
    encrypt(plain, owner) {
      const dataKey = randomBytes(32);
      return format({ keyId: ring.activeId, wrapped: seal(keyOf(ring.activeId), dataKey, ring.activeId), value: seal(dataKey, Buffer.from(plain, 'utf8'), owner) });
    },
    decrypt(stored, owner) {
      const envelope = parse(stored);
      return open(unwrap(envelope), envelope.value, owner).toString('utf8');
    },
    rewrap(stored) {
      const envelope = parse(stored);
      if (envelope.keyId === ring.activeId) return stored;
      const dataKey = unwrap(envelope);
      return format({ keyId: ring.activeId, wrapped: seal(keyOf(ring.activeId), dataKey, ring.activeId), value: envelope.value });
    },
  };
}
