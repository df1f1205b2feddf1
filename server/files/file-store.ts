import { randomUUID } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Where uploaded documents' bytes live, by key. Keys are server-made (random uuids), never a borrower's file name. */
export interface FileStore {
  /** Stores the bytes under the key, replacing any bytes already there. Throws E_FILE_KEY on a key that is not a plain name. */
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes under the key, or null when there are none. Throws E_FILE_KEY on a key that is not a plain name. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the bytes under the key; a key with none is fine. Throws E_FILE_KEY on a key that is not a plain name. */
  remove(key: string): Promise<void>;
}

/** A key is a plain file name: letters, digits, '-' and '_' only (a uuid), so it can never name a path. */
const SAFE_KEY = /^[A-Za-z0-9_-]{1,128}$/;

/** Throws E_FILE_KEY unless the key is a plain name (no path separator, no dots, nothing that could leave the folder). */
function checkKey(key: string): void {
  if (!SAFE_KEY.test(key)) throw new Error(`E_FILE_KEY: '${key}' is not a plain file key (letters, digits, '-' and '_' only; no path separators)`);
}

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/**
 * A FileStore writing one file per key under `dir` (created now, with its parents). A put writes a temporary file and
 * renames it, so a reader never sees half a file; files are readable by the server's user only.
 */
export function diskFileStore(dir: string): FileStore {
  const root = resolve(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  const pathOf = (key: string) => {
    checkKey(key);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      const temporary = join(root, `.${key}.${randomUUID()}.part`);
      await writeFile(temporary, bytes, { mode: 0o600 });
      try {
        await rename(temporary, path);
      } catch (error) {
        await unlink(temporary).catch(() => undefined);
        throw error;
      }
    },
    async get(key) {
      const path = pathOf(key);
      try {
        return await readFile(path);
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(key) {
      const path = pathOf(key);
      try {
        await unlink(path);
      } catch (error) {
        if (!isMissing(error)) throw error;
      }
    },
  };
}
