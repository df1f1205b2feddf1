import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import { API_ERROR_CODES, type LinkPurpose, type LinkSessionStarted } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { LinkProduct } from '../data/fixture-types';
import type { DatabaseSchema } from '../db/schema';
import { ApiError, apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import {
  findLinkSession, insertLinkedAccounts, insertLinkSession, listLinkedAccounts, moveLinkSession, type LinkSessionRow,
} from '../repositories/link-sessions';
import { advanceApplication } from './advance-application';
import { saveDisburseAccount } from './bank-calls';
import { requireStatus } from './owned-application';
import { storeAnswers } from './store-answers-call';
import { linkedAccountOwner } from '../security/encrypted-columns';

/** The status each purpose is accepted at (starting a session and exchanging its token). */
const ACCEPTED_AT: Record<LinkPurpose, string> = { INCOME: 'INCOME_VERIFICATION', DISBURSE: 'DISBURSEMENT_ACCOUNT' };

/** The products each purpose may link: income from a bank or a payroll account, the payout account only from a bank. */
const PRODUCTS: Record<LinkPurpose, readonly LinkProduct[]> = { INCOME: ['bank', 'payroll'], DISBURSE: ['bank'] };

/** The step id a link's income answers are kept under (page_answers). */
export const INCOME_LINK_STEP = 'income-link';

/** Where the provider's consent page of a session is. Pure. */
export const consentPath = (sessionUuid: string) => `/sandbox-link/${sessionUuid}`;

/** What an encrypted linked account number is bound to: a ciphertext copied to another application does not decrypt. */

const isPurpose = (value: unknown): value is LinkPurpose => value === 'INCOME' || value === 'DISBURSE';

/**
 * POST link/sessions `{ purpose, product }`: a PENDING session of the application (payroll only for INCOME, else 400
 * VALIDATION_FAILED naming the field; INCOME at INCOME_VERIFICATION, DISBURSE at DISBURSEMENT_ACCOUNT, else 409). The
 * return URL keeps `org={brandId}`. Answers the session id and the consent page's path.
 */
export async function startLinkSession(ctx: AppContext, row: ApplicationRow, body: unknown, brandId: string): Promise<LinkSessionStarted> {
  const { messages } = ctx.fixtures.linkProvider;
  const { purpose, product } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  if (!isPurpose(purpose)) throw new ApiError(400, [{ message: messages.purposeInvalid, field: 'purpose', code: API_ERROR_CODES.VALIDATION_FAILED }]);
  if (!PRODUCTS[purpose].includes(product as LinkProduct)) {
    throw new ApiError(400, [{ message: messages.productInvalid, field: 'product', code: API_ERROR_CODES.VALIDATION_FAILED }]);
  }
  requireStatus(ctx, row, [ACCEPTED_AT[purpose]]);
  const uuid = randomUUID();
  const now = new Date().toISOString();
  await insertLinkSession(ctx.db, {
    uuid, application_uuid: row.uuid, purpose, product: product as LinkProduct, state: 'PENDING', error: null, outcome: null,
    institution_name: null, public_token: null, return_query: new URLSearchParams({ org: brandId }).toString(), created_at: now, updated_at: now,
  });
  return { linkSessionId: uuid, url: consentPath(uuid) };
}

/** What a consent POST ends in: back to the application (303), the screen again with an error, or the expired page. */
export type ConsentResult =
  | { kind: 'redirect'; location: string }
  | { kind: 'again'; error: string }
  | { kind: 'gone' };

/**
 * Where the provider sends the browser back: a bank link to the OAuth success page (`oauth_state_id`), a payroll link
 * to the application's income callback (`session`), with the token or the error and the kept query. Pure.
 */
export function returnUrl(session: LinkSessionRow, result: { token: string } | { error: string }): string {
  const query = new URLSearchParams();
  if (session.product === 'bank') {
    query.set('oauth_state_id', session.uuid);
    if ('token' in result) query.set('public_token', result.token); else query.set('error', result.error);
  } else {
    query.set('session', session.uuid);
    if ('token' in result) query.set('token', result.token); else query.set('error', result.error);
  }
  for (const [key, value] of new URLSearchParams(session.return_query)) query.append(key, value);
  const path = session.product === 'bank' ? '/account/heloc/plaid-oauth-success' : `/account/heloc/${encodeURIComponent(session.application_uuid)}/income/pointserv-callback`;
  return `${path}?${query.toString()}`;
}

/** The consent form's fields (application/x-www-form-urlencoded). */
export interface ConsentForm {
  institution?: string;
  username?: string;
  password?: string;
  action?: string;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * POST /sandbox-link/:id: a PENDING session only (else `gone`). Cancel → CANCELLED (USER_CANCELLED); credentials not
 * listed, or no institution of the product → the screen again; INSTITUTION_ERROR → FAILED; SUCCESS / NO_ACCOUNTS →
 * CONSENTED with a fresh one-time token, the institution and the outcome kept. Each move is made only from PENDING.
 */
export async function consent(ctx: AppContext, session: LinkSessionRow | undefined, form: ConsentForm): Promise<ConsentResult> {
  if (!session || session.state !== 'PENDING') return { kind: 'gone' };
  const provider = ctx.fixtures.linkProvider;
  const fail = async (state: 'CANCELLED' | 'FAILED', error: 'USER_CANCELLED' | 'INSTITUTION_ERROR'): Promise<ConsentResult> =>
    (await moveLinkSession(ctx.db, session.uuid, 'PENDING', { state, error }))
      ? { kind: 'redirect', location: returnUrl(session, { error }) }
      : { kind: 'gone' };
  if (text(form.action) === 'cancel') return fail('CANCELLED', 'USER_CANCELLED');
  const institution = provider.institutions[session.product as LinkProduct]?.find((i) => i.id === text(form.institution));
  if (!institution) return { kind: 'again', error: provider.copy.institutionRequired };
  const credential = provider.credentials.find((c) => c.username === text(form.username).trim() && c.password === text(form.password));
  if (!credential) return { kind: 'again', error: provider.copy.wrongCredentials };
  if (credential.outcome === 'INSTITUTION_ERROR') return fail('FAILED', 'INSTITUTION_ERROR');
  const token = `public-sandbox-${randomBytes(24).toString('base64url')}`;
  const moved = await moveLinkSession(ctx.db, session.uuid, 'PENDING', {
    state: 'CONSENTED', outcome: credential.outcome, institution_name: institution.name, public_token: token,
  });
  return moved ? { kind: 'redirect', location: returnUrl(session, { token }) } : { kind: 'gone' };
}

/** Whether two tokens are the same, in constant time for equal lengths. Pure. */
function sameToken(stored: string | null, given: unknown): boolean {
  if (!stored || typeof given !== 'string') return false;
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * POST link/exchange `{ linkSessionId, publicToken }` (both strings, else 400): the session must be the application's (else 404) and CONSENTED
 * with that token (else 400 BAD_REQUEST); the status must still accept its purpose (409). The session becomes
 * EXCHANGED, in the same transaction as the application moves:
 * - INCOME: like POST income/documents — WAITING_FOR_UNDERWRITING, then the persona's `afterIncome` stage; the
 *   answers `{ method: LINK, product, institutionName }` kept under step `income-link`.
 * - DISBURSE: the provider's accounts stored as linked accounts (numbers encrypted; none for NO_ACCOUNTS, whose
 *   session keeps the error NO_ACCOUNTS); WAITING_FOR_ACCOUNT_VERIFICATION, then DISBURSEMENT_ACCOUNT to choose one.
 */
export async function exchangeLink(ctx: AppContext, row: ApplicationRow, body: unknown): Promise<ApplicationRow> {
  const { linkSessionId, publicToken } = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const notCompleted = () => apiError(400, ctx.fixtures.linkProvider.messages.notCompleted, API_ERROR_CODES.BAD_REQUEST);
  if (typeof linkSessionId !== 'string' || typeof publicToken !== 'string') throw notCompleted();
  const session = await findLinkSession(ctx.db, linkSessionId);
  if (!session || session.application_uuid !== row.uuid) throw apiError(404, ctx.fixtures.messages.notFound);
  if (session.state !== 'CONSENTED' || !sameToken(session.public_token, publicToken)) throw notCompleted();
  const purpose = session.purpose as LinkPurpose;
  requireStatus(ctx, row, [ACCEPTED_AT[purpose]]);
  const noAccounts = purpose === 'DISBURSE' && session.outcome === 'NO_ACCOUNTS';
  const markExchanged = async (trx: Kysely<DatabaseSchema>) => {
    // A token is used once: a second exchange (or one racing this) finds the session no longer CONSENTED.
    if (!(await moveLinkSession(trx, session.uuid, 'CONSENTED', { state: 'EXCHANGED', error: noAccounts ? 'NO_ACCOUNTS' : null }))) throw notCompleted();
  };
  if (purpose === 'INCOME') {
    const answers = { method: 'LINK', product: session.product, institutionName: session.institution_name };
    return storeAnswers(ctx, row, {
      stepId: INCOME_LINK_STEP, acceptStatuses: [ACCEPTED_AT.INCOME], nextStatus: 'WAITING_FOR_UNDERWRITING', sandboxStage: 'afterIncome',
    }, answers, markExchanged);
  }
  const later = { status: ACCEPTED_AT.DISBURSE, changes: {} };
  return advanceApplication(ctx, row, { status: 'WAITING_FOR_ACCOUNT_VERIFICATION', statusFields: { giactAccountStatus: null }, later }, async (trx) => {
    await markExchanged(trx);
    if (noAccounts) return;
    const now = Date.now();
    await insertLinkedAccounts(trx, ctx.fixtures.linkProvider.accounts.map((account, i) => ({
      uuid: randomUUID(), application_uuid: row.uuid, session_uuid: session.uuid, institution_name: session.institution_name ?? '',
      name: account.name, account_type: account.accountType, routing_number: account.routingNumber,
      account_number_encrypted: ctx.fieldCipher.encrypt(account.accountNumber, linkedAccountOwner(row.uuid)), last4: account.accountNumber.slice(-4),
      // One millisecond apart, so "oldest first" keeps the provider's order.
      created_at: new Date(now + i).toISOString(),
    })));
  });
}

/**
 * PUT bank/confirm (lender action `confirm-linked-account`, step `linked-account`, whose check already refused an
 * account not in the answer's `linkedAccounts`): the chosen linked account becomes the payout account — then exactly
 * like PUT bank/disburse (WAITING_FOR_ACCOUNT_VERIFICATION, the persona's `afterDisburseAccount`).
 */
export async function confirmLinkedAccount(ctx: AppContext, row: ApplicationRow, answers: Record<string, unknown>): Promise<ApplicationRow> {
  requireStatus(ctx, row, [ACCEPTED_AT.DISBURSE]);
  const account = (await listLinkedAccounts(ctx.db, row.uuid)).find((a) => a.uuid === answers.accountUuid);
  if (!account) throw apiError(400, ctx.fixtures.messages.badRequest, API_ERROR_CODES.VALIDATION_FAILED);
  const accountNumber = ctx.fieldCipher.decrypt(account.account_number_encrypted, linkedAccountOwner(row.uuid));
  return saveDisburseAccount(ctx, row, {
    routingNumber: account.routing_number, accountNumber, accountType: account.account_type,
  }, account.institution_name);
}
