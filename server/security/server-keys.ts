import { DEFAULT_KEY_FILE, readOrCreateKeyFile } from './key-file';
import { isKeyId, type DataKeyRing } from './field-cipher';

/** The keys the server runs with: none of them is ever stored in the database. */
export interface ServerKeys {
  /** Signs and checks bearer tokens (HS256). */
  tokenKey: Uint8Array;
  /** Wraps the data keys of encrypted fields. */
  dataKeys: DataKeyRing;
  /** Where they came from, for the start-up log (never the keys). */
  sources: { tokenKey: 'environment' | string; dataKeys: 'environment' | string };
}

/** Where the keys come from: given values (the environment's JWT_SECRET and DATA_KEYS) win over the key file. */
export interface KeySources {
  /** The token-signing secret as text (JWT_SECRET). */
  jwtSecret?: string;
  /** The data keys as `id:base64url-32-bytes` separated by commas, the first one active (DATA_KEYS). */
  dataKeys?: string;
  /** The key file for what is not given (HELOC_KEY_FILE, default keys/heloc-keys.json); created on first start. */
  keyFile?: string;
}

/** Parses DATA_KEYS (`k2:…,k1:…`, the first active); throws with the reason for a malformed list. */
export function parseDataKeys(text: string): DataKeyRing {
  const keys = new Map<string, Buffer>();
  for (const entry of text.split(',').map((e) => e.trim()).filter(Boolean)) {
    const [id, value] = entry.split(':');
    const key = Buffer.from(value ?? '', 'base64url');
    if (!isKeyId(id ?? '') || key.length !== 32) throw new Error(`E_DATA_KEYS: each entry must be id:<32 bytes, base64url>; bad entry for ${id}`);
    keys.set(id, key);
  }
  const [activeId] = keys.keys();
  if (!activeId) throw new Error('E_DATA_KEYS: no data key given');
  return { activeId, keys };
}

/** The server's keys from the environment, else from the key file (created with owner-only permissions when absent). */
export function loadServerKeys(given: KeySources = {}): ServerKeys {
  const keyFile = given.keyFile ?? process.env.HELOC_KEY_FILE ?? DEFAULT_KEY_FILE;
  const file = given.jwtSecret && given.dataKeys ? null : readOrCreateKeyFile(keyFile);
  const tokenKey = given.jwtSecret ? new TextEncoder().encode(given.jwtSecret) : Buffer.from(file!.tokenKey, 'base64url');
  const dataKeys = given.dataKeys ? parseDataKeys(given.dataKeys)
    : { activeId: file!.activeDataKey, keys: new Map(file!.dataKeys.map((k) => [k.id, Buffer.from(k.key, 'base64url')])) };
  return {
    tokenKey, dataKeys,
    sources: { tokenKey: given.jwtSecret ? 'environment' : keyFile, dataKeys: given.dataKeys ? 'environment' : keyFile },
  };
}
