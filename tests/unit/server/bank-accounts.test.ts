import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import { fileBackedApp, runJobs, toDisbursementAccount } from './helpers';

// bank/disburse and bank/autopay: the account numbers are checked by the steps' rules (the ABA check digit, the
// confirmation), stored encrypted with only the last four in the clear, verified by the sandbox, and never answered.

const ACCOUNT = { routingNumber: '021000021', accountNumber: '000123456789', accountNumberConfirm: '000123456789', accountType: 'CHECKING' };

describe('bank accounts', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-bank-test-');
    ({ app } = server);
  });
  afterAll(() => server.close());

  /** An application of `lastName` at DISBURSEMENT_ACCOUNT, through the income page. */
  const atDisbursement = (lastName = 'Doe') => toDisbursementAccount(app, lastName);

  const storedRows = (uuid: string) => server.db.selectFrom('bank_accounts').select(['purpose', 'last4', 'account_number_encrypted', 'bank_name'])
    .where('application_uuid', '=', uuid).orderBy('purpose').execute();

  it('stores the payout account encrypted, verifies it, then autopay from the same account leads to the ID', async () => {
    const { calls, uuid } = await atDisbursement();
    const saved = await calls.put('/bank/disburse', ACCOUNT);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().status).toMatchObject({ checklistStatus: 'WAITING_FOR_ACCOUNT_VERIFICATION', giactAccountStatus: null });
    await runJobs(app);
    const verified = (await calls.get()).json();
    expect(verified.status).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' });
    expect(verified.disburseAccount).toEqual({ uuid: expect.any(String), routingNumber: '021000021', bankName: 'JPMorgan Chase Bank', accountType: 'CHECKING', mask: '••••6789' });

    const autopay = await calls.put('/bank/autopay', { payType: 'AUTOPAY', sameAccount: true });
    expect(autopay.statusCode, autopay.body).toBe(200);
    expect(autopay.json()).toMatchObject({ payType: 'AUTOPAY', status: { checklistStatus: 'IDENTITY_VERIFICATION' }, autopayAccount: { mask: '••••6789', bankName: 'JPMorgan Chase Bank' } });
    expect(autopay.body).not.toContain('123456789');
    const rows = await storedRows(uuid);
    expect(rows.map((r) => [r.purpose, r.last4])).toEqual([['AUTOPAY', '6789'], ['DISBURSE', '6789']]);
    for (const r of rows) expect(r.account_number_encrypted).not.toContain('123456789');
  });

  it('manual payments keep no autopay account; autopay from another account stores that one', async () => {
    const manual = await atDisbursement();
    await manual.calls.put('/bank/disburse', ACCOUNT);
    await runJobs(app);
    const paid = await manual.calls.put('/bank/autopay', { payType: 'MANUAL' });
    expect(paid.json()).toMatchObject({ payType: 'MANUAL', autopayAccount: null, status: { checklistStatus: 'IDENTITY_VERIFICATION' } });

    const other = await atDisbursement();
    await other.calls.put('/bank/disburse', ACCOUNT);
    await runJobs(app);
    const res = await other.calls.put('/bank/autopay', {
      payType: 'AUTOPAY', sameAccount: false, routingNumber: '121000248', accountNumber: '55443322', accountNumberConfirm: '55443322', accountType: 'SAVINGS',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().autopayAccount).toMatchObject({ routingNumber: '121000248', bankName: 'Wells Fargo Bank', accountType: 'SAVINGS', mask: '••••3322' });
  });

  it.each([
    ['a routing number with a wrong check digit', { ...ACCOUNT, routingNumber: '021000022' }, 'routingNumber', 'bank.routing.invalid'],
    ['account numbers that differ', { ...ACCOUNT, accountNumberConfirm: '000123456780' }, 'accountNumberConfirm', 'bank.accountConfirm.mismatch'],
    ['a three-digit account number', { ...ACCOUNT, accountNumber: '123', accountNumberConfirm: '123' }, 'accountNumber', 'bank.account.invalid'],
    ['no account type', { ...ACCOUNT, accountType: undefined }, 'accountType', 'bank.accountType.required'],
  ])('refuses %s with the step\'s words', async (_name, body, field, key) => {
    const { calls } = await atDisbursement();
    const res = await calls.put('/bank/disburse', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual(expect.objectContaining({ field, message: (defaults.copy as Record<string, string>)[key] }));
  });

  it('autopay from another account checks that account like the payout one', async () => {
    const { calls } = await atDisbursement();
    await calls.put('/bank/disburse', ACCOUNT);
    await runJobs(app);
    const res = await calls.put('/bank/autopay', { payType: 'AUTOPAY', sameAccount: false, routingNumber: '021000022' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors.map((e: { field: string }) => e.field).sort()).toEqual(['accountNumber', 'accountNumberConfirm', 'accountType', 'routingNumber']);
  });

  it('persona Badbank: the account fails verification and the borrower is asked again', async () => {
    const { calls } = await atDisbursement('Badbank');
    await calls.put('/bank/disburse', ACCOUNT);
    await runJobs(app);
    expect((await calls.get()).json().status).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', giactAccountStatus: 'FAILED_VERIFICATION' });
  });

  it('names the bank of a listed routing number; 404 for one not listed', async () => {
    const { calls } = await atDisbursement();
    expect((await calls.get('/banks/121000248')).json()).toEqual({ routingNumber: '121000248', bankName: 'Wells Fargo Bank' });
    expect((await calls.get('/banks/011000028')).statusCode).toBe(404);
  });
});
