import { interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { emailKey, findIdentityByEmail, type IdentityRow } from '../repositories/identities';
import { clearFailedLogins, lockedUntil, recordFailedLogin } from '../repositories/login-security';
import { hashPassword, verifyPassword } from './passwords';

/** Checks an e-mail and password in an organisation; answers the identity or throws the words to show. */
export type PasswordLogin = (orgCode: string, email: string, password: string) => Promise<IdentityRow>;

/** The lock-out message: minutes left (rounded up) and the UTC time the lock ends. Pure. */
export function lockedMessage(template: string, lockedUntil: string, now: Date): string {
  const minutes = Math.max(1, Math.ceil((Date.parse(lockedUntil) - now.getTime()) / 60_000));
  return interpolate(template, { minutes, time: lockedUntil.slice(11, 16) });
}

/**
 * The password check of the legacy login and the broker's authorize. Failures count per e-mail, whether an account
 * has it or not, so the words never tell: a locked e-mail is refused (423, when it unlocks) without looking at the
 * password; a wrong password or unknown e-mail counts towards the lock-out (401 with the attempts left, or 423 when
 * this one locked it); a right one clears the count. An unknown e-mail costs as long as a wrong password.
 */
export function createPasswordLogin(ctx: Pick<AppContext, 'db' | 'fixtures'>, clock: () => Date = () => new Date()): PasswordLogin {
  const { messages } = ctx.fixtures;
  const rule = ctx.fixtures.serverRules.loginLockout;
  const decoyHash = hashPassword('decoy-password-never-matches');
  return async (orgCode, email, password) => {
    const now = clock();
    const key = emailKey(email);
    if (!key) throw apiError(401, messages.invalidLogin);
    const locked = await lockedUntil(ctx.db, orgCode, key, now);
    if (locked) throw apiError(423, lockedMessage(messages.accountLocked, locked, now));
    const identity = await findIdentityByEmail(ctx.db, orgCode, email);
    const ok = await verifyPassword(identity?.password_hash ?? (await decoyHash), password);
    if (identity && ok) {
      await clearFailedLogins(ctx.db, orgCode, key);
      return identity;
    }
    const failed = await recordFailedLogin(ctx.db, orgCode, key, rule, now);
    if (failed.lockedUntil) throw apiError(423, lockedMessage(messages.accountLocked, failed.lockedUntil, now));
    throw apiError(401, interpolate(messages.loginAttemptsLeft, { attempts: rule.maxFailedAttempts - failed.count, max: rule.maxFailedAttempts, minutes: rule.lockMinutes }));
  };
}
