import type { FastifyRequest } from 'fastify';
import { createCopy, type LENDER_ACTIONS, type Rule } from '../../engine/core';
import type { AppContext } from '../app-context';
import { identityOf } from '../http/require-identity';
import { attestInquiries, attestLiens } from '../lifecycle/attestation-calls';
import { saveContact, saveHmdaAnswers, type ContactAnswers } from '../lifecycle/contact-and-hmda-calls';
import { retryCredit, retryCreditWithSsn } from '../lifecycle/credit-calls';
import { liensOf, saveLiens } from '../lifecycle/liens-call';
import { saveBorrowerProfile, ssnDigits, type ProfileAnswers } from '../lifecycle/profile-call';
import { saveAutopay, saveDisburseAccount } from '../lifecycle/bank-calls';
import { verifyIdentity } from '../lifecycle/identity-call';
import { confirmLinkedAccount } from '../lifecycle/link-calls';
import { storeAnswers } from '../lifecycle/store-answers-call';
import { submitInsurance } from '../lifecycle/insurance-call';
import { orderValuation, savePropertyCondition, saveValueEstimate } from '../lifecycle/valuation-calls';
import type { ApplicationRow } from '../repositories/applications';
import { inviteCoSigner, type CoSignerAnswers } from '../co-signers/invitations';
import { invitationSetting } from './co-signer-routes';
import { signerConditionsFor } from '../conditions/condition-access';
import { brandOf } from './lifecycle-route-kit';

/**
 * The declaration a call comes from: its step, for `store-answers` where the application may and will be, and the
 * declaring page's named values (a fee the page showed).
 */
export interface CallDeclaration {
  step: string;
  call: { acceptStatuses?: string[]; nextStatus?: string; sandboxStage?: string };
  values?: Record<string, Rule>;
}

/** Where a call declared with acceptStatuses / nextStatus / sandboxStage may and will take the application. Pure. */
const storeRule = (row: ApplicationRow, declared: CallDeclaration) => ({
  stepId: declared.step, acceptStatuses: declared.call.acceptStatuses ?? [], nextStatus: declared.call.nextStatus ?? row.checklist_status,
  sandboxStage: declared.call.sandboxStage,
});

/** One lender action: what the lender does with a call's valid answers (only the step's own fields), under the page's flags. */
export type LenderAction = (
  ctx: AppContext, row: ApplicationRow, request: FastifyRequest, answers: Record<string, unknown>, declared: CallDeclaration,
  flags: Record<string, boolean>,
) => Promise<ApplicationRow>;

/**
 * The lender actions a form page's call may name (engine/core LENDER_ACTIONS lists the same names for the data
 * check): the application's first forms, the credit retries, and `store-answers` for a page whose answers are only kept.
 */
export const LENDER_ACTION_HANDLERS: Record<(typeof LENDER_ACTIONS)[number], LenderAction> = {
  'save-liens': (ctx, row, _request, answers) => saveLiens(ctx, row, liensOf(answers, ctx.fixtures.messages.badRequest)),
  'save-profile': (ctx, row, request, answers) => saveBorrowerProfile(ctx, row, identityOf(request), answers as unknown as ProfileAnswers),
  'save-contact': (ctx, row, _request, answers) => saveContact(ctx, row, answers as unknown as ContactAnswers),
  'save-hmda': (ctx, row, _request, answers) => saveHmdaAnswers(ctx, row, answers),
  'retry-credit-with-ssn': (ctx, row, request, answers) =>
    retryCreditWithSsn(ctx, row, identityOf(request), ssnDigits(answers.ssn, ctx.fixtures.messages.ssnInvalid)),
  'retry-credit': (ctx, row, _request, answers) => retryCredit(ctx, row, typeof answers.pin === 'string' ? answers.pin : undefined),
  'store-answers': (ctx, row, _request, answers, declared) => storeAnswers(ctx, row, storeRule(row, declared), answers),
  'verify-identity': (ctx, row, _request, answers) => verifyIdentity(ctx, row, answers),
  'save-disburse-account': (ctx, row, _request, answers) => saveDisburseAccount(ctx, row, answers),
  'save-autopay': (ctx, row, _request, answers) => saveAutopay(ctx, row, answers),
  'save-value-estimate': (ctx, row, _request, answers) => saveValueEstimate(ctx, row, answers),
  'save-property-condition': (ctx, row, _request, answers) => savePropertyCondition(ctx, row, answers),
  'order-valuation': (ctx, row, _request, answers, declared, flags) => orderValuation(ctx, row, answers, declared.values, flags),
  'confirm-linked-account': (ctx, row, _request, answers) => confirmLinkedAccount(ctx, row, answers),
  'attest-inquiries': (ctx, row, request, answers) => attestInquiries(ctx, row, answers, createCopy(brandOf(ctx, request))),
  'attest-liens': (ctx, row, request, answers, declared) => attestLiens(ctx, row, answers, storeRule(row, declared), createCopy(brandOf(ctx, request))),
  'submit-insurance': (ctx, row, _request, answers) => submitInsurance(ctx, row, answers),
  'invite-co-signer': async (ctx, row, request, answers) => {
    await inviteCoSigner(ctx, row, identityOf(request), answers as unknown as CoSignerAnswers, invitationSetting(ctx, request), signerConditionsFor(ctx, request, row.org_code));
    return row;
  },
};
