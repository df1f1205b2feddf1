import { actionsOf, knownStatuses } from '../../engine/core';
import type { AppContext } from '../app-context';
import { lockedMessage } from '../auth/password-login';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { apiError } from '../http/api-error';
import { emailKey } from '../repositories/identities';
import { clearFailedLogins, lockedUntil, recordFailedLogin } from '../repositories/login-security';
import { findStaffByEmail, type StaffRow } from '../repositories/staff';
import { appendAudit } from '../repositories/staff-audit';
import { STAFF_ORG } from './require-staff';

/** A staff member as the console answers it: who, the role, the actions the role may take and the known statuses. Pure. */
export function staffView(ctx: Pick<AppContext, 'data'>, staff: StaffRow) {
  return {
    uuid: staff.uuid, email: staff.email, name: staff.name, role: staff.role, actions: actionsOf(ctx.data.consoleRoles, staff.role),
    statuses: knownStatuses(ctx.data.routing),
  };
}

/**
 * Signs a staff member in with e-mail and password: the same lock-out as the borrower's login (server-rules.json
 * `loginLockout`, counted under the console's own organisation), one message for an unknown e-mail, a wrong password
 * or an inactive account (401), an unknown e-mail costing as long as a wrong password. Success clears the count,
 * writes the `signIn` audit row and answers a staff token (the console audience) with the staff view.
 */
export function createStaffSignIn(ctx: AppContext, clock: () => Date = () => new Date()) {
  const { messages } = ctx.fixtures;
  const rule = ctx.fixtures.serverRules.loginLockout;
  const decoyHash = hashPassword('decoy-password-never-matches');
  return async (email: string, password: string) => {
    const now = clock();
    const key = emailKey(email);
    if (!key) throw apiError(401, messages.staffSignInFailed);
    const locked = await lockedUntil(ctx.db, STAFF_ORG, key, now);
    if (locked) throw apiError(423, lockedMessage(messages.accountLocked, locked, now));
    const staff = await findStaffByEmail(ctx.db, email);
    const ok = await verifyPassword(staff?.password_hash ?? (await decoyHash), password);
    if (!staff || !ok || !staff.active) {
      const failed = await recordFailedLogin(ctx.db, STAFF_ORG, key, rule, now);
      if (failed.lockedUntil) throw apiError(423, lockedMessage(messages.accountLocked, failed.lockedUntil, now));
      throw apiError(401, messages.staffSignInFailed);
    }
    await clearFailedLogins(ctx.db, STAFF_ORG, key);
    await appendAudit(ctx.db, staff, { action: 'signIn' });
    const token = await ctx.staffTokens.sign({ sub: staff.uuid, org: STAFF_ORG, gen: staff.token_generation });
    return { token, staff: staffView(ctx, staff) };
  };
}
