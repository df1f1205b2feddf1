import { interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import type { RescissionView } from '../views/application-view';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';

/**
 * POST rescission/cancel: the borrower uses the right to cancel (Reg Z §1026.15) while its window is open: the line is
 * CANCELLED (no longer active) and the right records who cancelled and when. 409 `CONFLICT` outside RESCISSION;
 * 409 `RESCISSION_WINDOW_CLOSED` once the window has ended (midnight after its last day).
 */
export async function cancelInRescission(ctx: AppContext, row: ApplicationRow, identityUuid: string, now = new Date()): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['RESCISSION']);
  const window = JSON.parse(row.rescission ?? 'null') as RescissionView | null;
  if (!window || now.getTime() >= Date.parse(window.endsAt)) {
    const message = interpolate(ctx.fixtures.messages.rescissionWindowClosed, { endsAt: window?.endsAt ?? '' });
    throw new ApiError(409, [{ message }], 'RESCISSION_WINDOW_CLOSED');
  }
  const rescission = { ...window, cancelledAt: now.toISOString(), cancelledBy: 'BORROWER', cancelledByIdentity: identityUuid };
  return advanceApplication(ctx, row, { status: 'CANCELLED', patch: { active: 0, rescission: JSON.stringify(rescission) } });
}
