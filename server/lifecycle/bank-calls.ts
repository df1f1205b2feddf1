import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { bankAccountsOf, saveBankAccount, type BankAccountPurpose } from '../repositories/bank-accounts';
import { stageLater } from '../sandbox/job-changes';
import { rateWithDiscounts } from '../../engine/core/calc';
import { storedOffers } from './application-answer';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';
import { bankAccountOwner } from '../security/encrypted-columns';

/** The account fields of the bank steps (flows/application/steps/bank-account.step.json, autopay.step.json). */
interface AccountAnswers {
  routingNumber: string;
  accountNumber: string;
  accountType: 'CHECKING' | 'SAVINGS';
}

/** What the encrypted account number is bound to: a ciphertext copied to another application or purpose does not decrypt. */

/**
 * Stores an account of the application for a purpose: the number encrypted at rest, its last four in the clear. The
 * bank's name is `bankName` when given (a linked account's institution), else the directory's for the routing number.
 */
async function storeAccount(
  ctx: AppContext, db: Kysely<DatabaseSchema>, row: ApplicationRow, purpose: BankAccountPurpose, answers: AccountAnswers, bankName?: string,
) {
  const digits = answers.accountNumber.replace(/\D/g, '');
  await saveBankAccount(db, {
    uuid: randomUUID(), application_uuid: row.uuid, purpose, routing_number: answers.routingNumber,
    bank_name: bankName ?? ctx.fixtures.banks[answers.routingNumber] ?? null, account_type: answers.accountType,
    account_number_encrypted: ctx.fieldCipher.encrypt(digits, bankAccountOwner(row.uuid, purpose)), last4: digits.slice(-4), created_at: new Date().toISOString(),
  });
}

/**
 * PUT bank/disburse (lender action `save-disburse-account`): the account the line is paid out to is stored, and the
 * sandbox verifies it (GIACT-style) in the background: WAITING_FOR_ACCOUNT_VERIFICATION, then the persona's
 * `afterDisburseAccount` stage (VERIFIED → AUTOPAY_ACCOUNT; a failed check → DISBURSEMENT_ACCOUNT again). `bankName`: the
 * institution of a linked account chosen on bank/confirm.
 */
export function saveDisburseAccount(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>, bankName?: string): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['DISBURSEMENT_ACCOUNT']);
  const later = stageLater(sandboxOf(ctx, row).persona.stages.afterDisburseAccount);
  return advanceApplication(ctx, row, { status: 'WAITING_FOR_ACCOUNT_VERIFICATION', statusFields: { giactAccountStatus: null }, later }, async (trx) => {
    await storeAccount(ctx, trx, row, 'DISBURSE', answers as unknown as AccountAnswers, bankName);
  });
}

/**
 * The rate and chosen offer once manual payments drop the autopay discount the borrower opted into on product/select
 * (nothing to change when there was none). Pure.
 */
function withoutAutopayDiscount(ctx: AppContext, row: ApplicationRow): { rate: number; selected_offer: string } | null {
  const selected = row.selected_offer ? JSON.parse(row.selected_offer) as { term: number; discounts?: string[] } : null;
  if (!selected?.discounts?.includes('AUTOPAY')) return null;
  const offer = storedOffers(ctx, row).find((o) => o.term === selected.term);
  const discounts = selected.discounts.filter((d) => d !== 'AUTOPAY');
  const rate = offer ? rateWithDiscounts(offer, discounts) : null;
  return rate === null ? null : { rate, selected_offer: JSON.stringify({ ...selected, discounts }) };
}

/**
 * PUT bank/autopay (lender action `save-autopay`): how the borrower pays (`payType` AUTOPAY or MANUAL) and, for
 * autopay, from which account (the disbursement account, or another one entered here); then IDENTITY_VERIFICATION.
 * Manual payments drop an autopay discount chosen with the offer: the rate goes back up by it.
 */
export async function saveAutopay(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['AUTOPAY_ACCOUNT']);
  const payType = answers.payType === 'AUTOPAY' ? 'AUTOPAY' : 'MANUAL';
  const accounts = await bankAccountsOf(ctx.db, row.uuid);
  const disburse = accounts.DISBURSE;
  if (payType === 'AUTOPAY' && answers.sameAccount === true && !disburse) throw apiError(409, ctx.fixtures.messages.badRequest);
  const rate = payType === 'MANUAL' ? withoutAutopayDiscount(ctx, row) : null;
  return advanceApplication(ctx, row, { status: 'IDENTITY_VERIFICATION', patch: { pay_type: payType, ...rate } }, async (trx) => {
    await trx.deleteFrom('bank_accounts').where('application_uuid', '=', row.uuid).where('purpose', '=', 'AUTOPAY').execute();
    if (payType !== 'AUTOPAY') return;
    if (answers.sameAccount === true && disburse) {
      const digits = ctx.fieldCipher.decrypt(disburse.account_number_encrypted, bankAccountOwner(row.uuid, 'DISBURSE'));
      await storeAccount(ctx, trx, row, 'AUTOPAY', { routingNumber: disburse.routing_number, accountNumber: digits, accountType: disburse.account_type as AccountAnswers['accountType'] });
    } else {
      await storeAccount(ctx, trx, row, 'AUTOPAY', answers as unknown as AccountAnswers);
    }
  });
}
