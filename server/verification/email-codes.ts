import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import type { CodeMac } from '../security/code-mac';

/** The figures of e-mail verification (server/fixtures/server-rules.json `emailVerification`). */
export interface EmailVerificationRules {
  /** How many digits a code has. */
  codeDigits: number;
  /** How long a code may be used after it is sent. */
  expiryMinutes: number;
  /** Wrong tries after which the code is locked (a new one must be sent). */
  maxWrongAttempts: number;
}

/** What a verify attempt found: the right code, a wrong one (tries left), an expired or a locked code, or none sent. */
export type CodeCheck =
  | { outcome: 'verified' }
  | { outcome: 'wrong'; attemptsLeft: number }
  | { outcome: 'expired' | 'locked' | 'none' };

/** A random code of `digits` digits (leading zeros kept). */
export const randomCode = (digits: number): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/**
 * Issues a new code for the identity (replacing any earlier one, tries reset) and returns it, to be mailed. Only its
 * HMAC under the server's key is stored (server/security/code-mac.ts).
 */
export async function issueCode(db: Kysely<DatabaseSchema>, mac: CodeMac, identityUuid: string, rules: EmailVerificationRules, now = new Date()): Promise<string> {
  const code = randomCode(rules.codeDigits);
  const row = {
    identity_uuid: identityUuid, code_hash: mac.hash(identityUuid, code), wrong_attempts: 0, sent_at: now.toISOString(),
    expires_at: new Date(now.getTime() + rules.expiryMinutes * 60_000).toISOString(),
  };
  await db.insertInto('email_verification_codes').values(row)
    .onConflict((oc) => oc.column('identity_uuid').doUpdateSet({ code_hash: row.code_hash, wrong_attempts: 0, sent_at: row.sent_at, expires_at: row.expires_at }))
    .execute();
  return code;
}

/**
 * Checks a code against the identity's current one: a locked or expired code fails whatever is typed; a wrong code
 * counts a try (the last allowed one locks it); the right code is used up (deleted). The caller marks the e-mail verified.
 * A code the server can no longer check (stored as a plain SHA-256 before the HMAC, or under a data key since removed)
 * answers 'expired': the person asks for a new code.
 */
export async function checkCode(db: Kysely<DatabaseSchema>, mac: CodeMac, identityUuid: string, code: string, rules: EmailVerificationRules, now = new Date()): Promise<CodeCheck> {
  const row = await db.selectFrom('email_verification_codes').selectAll().where('identity_uuid', '=', identityUuid).executeTakeFirst();
  if (!row) return { outcome: 'none' };
  if (row.wrong_attempts >= rules.maxWrongAttempts) return { outcome: 'locked' };
  if (row.expires_at <= now.toISOString()) return { outcome: 'expired' };
  const check = mac.check(row.code_hash, identityUuid, code.trim());
  if (check === 'unusable') return { outcome: 'expired' };
  if (check === 'match') {
    await db.deleteFrom('email_verification_codes').where('identity_uuid', '=', identityUuid).execute();
    return { outcome: 'verified' };
  }
  const wrong = row.wrong_attempts + 1;
  await db.updateTable('email_verification_codes').set({ wrong_attempts: wrong }).where('identity_uuid', '=', identityUuid).execute();
  return wrong >= rules.maxWrongAttempts ? { outcome: 'locked' } : { outcome: 'wrong', attemptsLeft: rules.maxWrongAttempts - wrong };
}
