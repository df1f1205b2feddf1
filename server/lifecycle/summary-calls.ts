import { interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { findDisclosureList, signDisclosureList, type DisclosureDocument } from '../repositories/disclosures';
import { findProfile } from '../repositories/profiles';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';

/** GET disclosures/summary: whether the list is ready and signed, and its documents once ready. */
export async function summaryDisclosures(ctx: Pick<AppContext, 'db'>, row: ApplicationRow) {
  const list = await findDisclosureList(ctx.db, row.uuid);
  return {
    ready: list?.ready === 1,
    complete: list?.complete === 1,
    documents: list?.ready === 1 ? (JSON.parse(list.documents) as DisclosureDocument[]) : [],
  };
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST disclosures/summary/sign: `agree` must be true and the signature must be the profile's first and last name
 * (case and spacing aside), else 400. Marks the summary list signed; status INCOME_VERIFICATION.
 */
export async function signSummary(ctx: AppContext, row: ApplicationRow, body: { signature: string; agree: boolean }): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['APP_SUBMISSION']);
  const list = await findDisclosureList(ctx.db, row.uuid);
  if (list?.ready !== 1) throw apiError(409, ctx.fixtures.messages.disclosuresNotReady);
  if (body.agree !== true) throw apiError(400, ctx.fixtures.messages.agreeRequired);
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const name = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  if (!name || normalName(body.signature) !== normalName(name)) {
    throw apiError(400, interpolate(ctx.fixtures.messages.signatureMismatch, { name }));
  }
  return advanceApplication(ctx, row, { status: 'INCOME_VERIFICATION' }, async (trx) => {
    await signDisclosureList(trx, row.uuid, body.signature.trim());
  });
}
