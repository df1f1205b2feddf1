import { API_ERROR_CODES, interpolate, knownStatuses } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError, type ApiErrorEntry } from '../http/api-error';
import { findApplication, updateApplication, type ApplicationRow } from '../repositories/applications';
import { appendAudit } from '../repositories/staff-audit';
import type { StaffRow } from '../repositories/staff';

/** What a status move asks for: the new server status and why. */
export interface StatusMove { status: string; reason: string }

/**
 * The problems of a status move, as error entries (empty when it may go ahead): the status must be one the routing
 * data knows (engine/core knownStatuses) and the reason, trimmed, within console-roles.json `moveStatus` bounds. Pure.
 */
export function statusMoveErrors(ctx: Pick<AppContext, 'data' | 'fixtures'>, move: Partial<StatusMove>) {
  const { reasonMinLength: min, reasonMaxLength: max } = ctx.data.consoleRoles.moveStatus;
  const { messages } = ctx.fixtures;
  const errors: ApiErrorEntry[] = [];
  if (!knownStatuses(ctx.data.routing).includes(String(move.status ?? ''))) {
    errors.push({ message: interpolate(messages.statusUnknown, { status: String(move.status ?? '') }), code: API_ERROR_CODES.VALIDATION_FAILED, field: 'status' });
  }
  const reason = String(move.reason ?? '').trim();
  if (reason.length < min || reason.length > max) {
    errors.push({ message: interpolate(messages.statusReasonLength, { min, max }), code: API_ERROR_CODES.VALIDATION_FAILED, field: 'reason' });
  }
  return errors;
}

/**
 * Moves an application to a status for QA: checks the move, then in one transaction sets the status (recorded in the
 * status history with the staff member and reason, notifying the borrower as any status change does) and appends the
 * audit row (before and after status, reason). Returns the application as stored after.
 */
export async function moveStatus(ctx: AppContext, staff: StaffRow, row: ApplicationRow, move: Partial<StatusMove>): Promise<ApplicationRow> {
  const errors = statusMoveErrors(ctx, move);
  if (errors.length) throw new ApiError(400, errors, API_ERROR_CODES.VALIDATION_FAILED);
  const status = String(move.status);
  const reason = String(move.reason).trim();
  await ctx.db.transaction().execute(async (trx) => {
    await updateApplication(trx, row.uuid, { checklist_status: status }, { staffUuid: staff.uuid, reason });
    await appendAudit(trx, staff, { action: 'moveStatus', applicationUuid: row.uuid, before: { status: row.checklist_status }, after: { status }, reason });
  });
  return (await findApplication(ctx.db, row.uuid))!;
}
