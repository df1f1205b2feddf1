import { interpolate, type Copy } from '../../engine/core';
import type { AppContext } from '../app-context';
import { parseStatusFields } from '../applications/status-fields';
import { ApiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { lienView, listLiens } from '../repositories/liens';
import { savePageAnswers } from '../repositories/page-answers';
import { findProfile } from '../repositories/profiles';
import type { StoredProperty } from '../views/application-view';
import { advanceApplication } from './advance-application';
import { creditInquiriesOf } from './credit-inquiries';
import { inquiryAttestationPending, underwritingAfterLiens } from './liens-call';
import { requireStatus } from './owned-application';
import { storeAnswers, type StoreAnswersRule } from './store-answers-call';

/** The step whose answers POST inquiry-attestation carries (flows/application/steps/inquiry-attestation.step.json). */
const INQUIRY_STEP = 'inquiry-attestation';

const ACCOUNT_FIELDS = ['accountType', 'balance', 'monthlyPayment'] as const;

/** 409 as for any call the application's state does not accept. */
const notNow = (ctx: Pick<AppContext, 'fixtures'>, row: ApplicationRow) =>
  new ApiError(409, [{ message: interpolate(ctx.fixtures.messages.notAtThisStep, { status: row.checklist_status }) }]);

/**
 * POST inquiry-attestation (review-app/inquiries, lender action `attest-inquiries`): the borrower's answer for each
 * hard inquiry of the credit report (`creditInquiries`: did it lead to new credit, and if so the account's type,
 * balance and monthly payment) and the attestation that the answers are true. Accepted at LIEN_VERIFICATION once the
 * liens are complete while the attestation is needed and not complete (else 409); every listed inquiry must be
 * answered exactly once (else 400 in the step's words). The answers are kept (`page_answers`, with the report's
 * creditor and date; account fields only for a yes), inquiryAttestComplete is set and underwriting goes on as after
 * the liens: GEN_OFFERS → (background) offers re-priced → the persona's `afterLiens`.
 */
export async function attestInquiries(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>, copy: Copy): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['LIEN_VERIFICATION']);
  if (!inquiryAttestationPending(row) || parseStatusFields(row.status_fields).liensComplete !== true) throw notNow(ctx, row);
  const listed = creditInquiriesOf(ctx, row);
  const given = (Array.isArray(answers.inquiries) ? answers.inquiries : []) as Record<string, unknown>[];
  const byUuid = new Map(given.map((g) => [g.uuid, g]));
  if (given.length !== listed.length || byUuid.size !== listed.length || listed.some((l) => !byUuid.has(l.uuid))) {
    throw new ApiError(400, [{ field: 'inquiries', message: copy('inquiries.answer.required'), code: 'VALIDATION_FAILED' }]);
  }
  const inquiries = listed.map((l) => {
    const answer = byUuid.get(l.uuid)!;
    const yes = answer.ledToNewCredit === true;
    return { ...l, ledToNewCredit: yes, ...(yes ? Object.fromEntries(ACCOUNT_FIELDS.map((f) => [f, answer[f]])) : {}) };
  });
  const { lienBalance } = JSON.parse(row.property) as StoredProperty;
  return advanceApplication(ctx, row, {
    status: 'GEN_OFFERS', statusFields: { inquiryAttestComplete: true }, later: underwritingAfterLiens(ctx, row, lienBalance),
  }, async (trx) => { await savePageAnswers(trx, row.uuid, INQUIRY_STEP, { inquiries, attested: true }); });
}

const normalName = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * POST lien-attestation (merchant/lien-attestation, lender action `attest-liens`): the borrower attests that the liens
 * on file are all the liens on the property and none is in default, and signs with the profile's first and last name
 * (case and spacing aside; else 400 in the step's words, field `signature`). Then as `store-answers` with the page's
 * acceptStatuses (409 elsewhere), nextStatus and sandboxStage; the answers kept name the liens attested.
 */
export async function attestLiens(
  ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>, rule: StoreAnswersRule, copy: Copy,
): Promise<ApplicationRow> {
  requireStatus(ctx, row, rule.acceptStatuses);
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const name = `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim();
  if (!name || normalName(String(answers.signature ?? '')) !== normalName(name)) {
    throw new ApiError(400, [{ field: 'signature', message: copy('merchant.lienAttestation.signature.mismatch', { name }), code: 'VALIDATION_FAILED' }]);
  }
  const liens = (await listLiens(ctx.db, row.uuid)).map(lienView).map((l) => ({ uuid: l.uuid, lenderName: l.lenderName, lienType: l.lienType, balance: l.balance }));
  return storeAnswers(ctx, row, rule, { allLiensListed: true, noneInDefault: true, signature: String(answers.signature).trim(), liens });
}
