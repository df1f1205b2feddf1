import { hash, verify, type Algorithm } from '@node-rs/argon2';

// Algorithm.Argon2id; the enum is a const enum, which isolated modules cannot read.
const ARGON2ID = 2 as Algorithm;

/** Hashes a password with argon2id (the library's recommended cost). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, { algorithm: ARGON2ID });
}

/** True when the password matches the stored argon2 hash; false (never throws) for a malformed hash. */
export async function verifyPassword(storedHash: string, password: string): Promise<boolean> {
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}
