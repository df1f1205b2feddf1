import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { isKeyId } from './field-cipher';

/** The server's keys as kept in the key file (base64url): the token-signing key and the data keys, newest first. */
export interface KeyFileContent {
  tokenKey: string;
  activeDataKey: string;
  dataKeys: { id: string; key: string; createdAt: string }[];
}

/** Where the key file is when neither HELOC_KEY_FILE nor an option names one: beside the repository's data, not in it. */
export const DEFAULT_KEY_FILE = 'keys/heloc-keys.json';

/** A new data key's id: `k` + the day + 6 random hex digits, e.g. `k20261126-3fa9c1`. */
export function newKeyId(now = new Date()): string {
  return `k${now.toISOString().slice(0, 10).replaceAll('-', '')}-${randomBytes(3).toString('hex')}`;
}

/** A fresh data key entry (32 random bytes). */
export function newDataKey(now = new Date()): KeyFileContent['dataKeys'][number] {
  return { id: newKeyId(now), key: randomBytes(32).toString('base64url'), createdAt: now.toISOString() };
}

function checkContent(path: string, content: KeyFileContent): KeyFileContent {
  const bad = (why: string) => new Error(`E_KEY_FILE: ${path} ${why}`);
  if (typeof content?.tokenKey !== 'string' || Buffer.from(content.tokenKey, 'base64url').length < 32) throw bad('has no tokenKey of at least 32 bytes');
  if (!Array.isArray(content.dataKeys) || !content.dataKeys.length) throw bad('has no dataKeys');
  for (const k of content.dataKeys) {
    if (!isKeyId(k?.id ?? '') || Buffer.from(k.key ?? '', 'base64url').length !== 32) throw bad(`has a data key that is not { id, 32-byte key }: ${k?.id}`);
  }
  if (!content.dataKeys.some((k) => k.id === content.activeDataKey)) throw bad(`names an active data key it does not hold: ${content.activeDataKey}`);
  return content;
}

/** Writes the key file atomically, readable and writable by its owner only (0600), its folder 0700. */
export function writeKeyFile(path: string, content: KeyFileContent): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600, flag: 'w' });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/**
 * The key file's content; on first start (no file) a new one with a random token key and one data key, written with
 * owner-only permissions. A file others can read or write (any group/other permission bit) is refused, as ssh refuses
 * such a private key, and so is a file without a usable token key or active data key.
 */
export function readOrCreateKeyFile(path: string, now = new Date()): KeyFileContent {
  if (!existsSync(path)) {
    const dataKey = newDataKey(now);
    writeKeyFile(path, { tokenKey: randomBytes(48).toString('base64url'), activeDataKey: dataKey.id, dataKeys: [dataKey] });
  }
  const mode = statSync(path).mode & 0o777;
  if (mode & 0o077) throw new Error(`E_KEY_FILE_MODE: ${path} can be read or written by others (mode ${mode.toString(8)}); run chmod 600 ${path}`);
  return checkContent(path, JSON.parse(readFileSync(path, 'utf8')) as KeyFileContent);
}
