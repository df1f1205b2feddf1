import { existsSync, readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import defaults from '../../../brands/default.brand.json';
import linkProvider from '../../../server/fixtures/link-provider.json';
import type { LinkProviderFixture } from '../../../server/data/fixture-types';
import { consentPage } from '../../../server/sandbox/link-consent-page';
import { appPath, fileBackedApp, messagesOf, runJobs, startApplication, toDisbursementAccount, toIncomeVerification } from './helpers';
import { inAnyRow } from './test-database';

// The sandbox bank/payroll link provider: a session started by the borrower, the provider's consent page (test
// credentials for each outcome, a 303 back to the application), and the token exchange the sandbox finishes later.

type Started = Awaited<ReturnType<typeof startApplication>>;

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const GOOD = { username: 'user_good', password: 'pass_good', action: 'continue' };

describe('sandbox link provider', () => {
  let app: FastifyInstance;
  let server: Awaited<ReturnType<typeof fileBackedApp>>;
  beforeAll(async () => {
    server = await fileBackedApp('heloc-link-test-');
    ({ app } = server);
  });
  afterAll(async () => { await server.close(); });
  const setStatus = (uuid: string, status: string) => server.setStatus(uuid, status);

  /**
   * Whether the text is stored anywhere in clear: in any row of any table, and on SQLite also anywhere in the
   * database's files (the main file and its write-ahead log, where deleted or old versions of rows may linger).
   */
  const inDatabaseFiles = async (text: string) => {
    const { dbFile } = server.store.options;
    const inFiles = !server.store.onPostgres && [dbFile, `${dbFile}-wal`].some((file) => existsSync(file) && readFileSync(file).includes(text));
    return inFiles || inAnyRow(server.db, text);
  };

  /** An application of `lastName` at DISBURSEMENT_ACCOUNT, through the income page. */
  const atDisbursement = (lastName = 'Doe') => toDisbursementAccount(app, lastName);

  /** Starts a session (201) and answers its id and consent path. */
  async function session(started: Started, purpose: string, product: string) {
    const res = await started.calls.post('/link/sessions', { purpose, product });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { linkSessionId: string; url: string };
  }

  /** Consents with the fields; answers the redirect's URL (303). */
  async function consent(url: string, fields: Record<string, string>) {
    const res = await app.inject({ method: 'POST', url, headers: FORM, payload: form(fields) });
    expect(res.statusCode, res.body).toBe(303);
    return new URL(res.headers.location as string, 'http://localhost');
  }

  describe('POST link/sessions', () => {
    it('starts a session: 201 with the consent page, org kept for the return', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'INCOME_VERIFICATION');
      const res = await started.calls.post('/link/sessions', { purpose: 'INCOME', product: 'payroll' });
      expect(res.statusCode, res.body).toBe(201);
      const body = res.json();
      expect(body).toEqual({ linkSessionId: expect.stringMatching(/^[0-9a-f-]{36}$/), url: `/sandbox-link/${body.linkSessionId}` });
      expect((await started.calls.get()).json().link).toEqual({ purpose: 'INCOME', product: 'payroll', state: 'PENDING', error: null, institutionName: null });
    });

    it.each([
      ['an unknown purpose', { purpose: 'LOAN', product: 'bank' }, 'purpose'],
      ['no purpose', { product: 'bank' }, 'purpose'],
      ['payroll for the payout account', { purpose: 'DISBURSE', product: 'payroll' }, 'product'],
      ['an unknown product', { purpose: 'INCOME', product: 'crypto' }, 'product'],
    ])('refuses %s: 400 VALIDATION_FAILED naming the field', async (_name, body: Record<string, string>, field) => {
      const started = await startApplication(app);
      await setStatus(started.uuid, body.purpose === 'DISBURSE' ? 'DISBURSEMENT_ACCOUNT' : 'INCOME_VERIFICATION');
      const res = await started.calls.post('/link/sessions', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual([expect.objectContaining({ field, code: 'VALIDATION_FAILED' })]);
    });

    it('409 when the status does not accept the purpose', async () => {
      const started = await startApplication(app);
      const res = await started.calls.post('/link/sessions', { purpose: 'INCOME', product: 'bank' });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors[0].code).toBe('CONFLICT');
      await setStatus(started.uuid, 'INCOME_VERIFICATION');
      expect((await started.calls.post('/link/sessions', { purpose: 'DISBURSE', product: 'bank' })).statusCode).toBe(409);
    });

    it('401 without a token, 404 for another borrower\'s application', async () => {
      const mine = await startApplication(app);
      const other = await startApplication(app);
      await setStatus(mine.uuid, 'INCOME_VERIFICATION');
      const anonymous = await app.inject({ method: 'POST', url: `${appPath(mine.uuid)}/link/sessions`, payload: { purpose: 'INCOME', product: 'bank' } });
      expect(anonymous.statusCode).toBe(401);
      const stranger = await app.inject({
        method: 'POST', url: `${appPath(mine.uuid)}/link/sessions`, headers: { authorization: other.authorization }, payload: { purpose: 'LOAN' },
      });
      expect(stranger.statusCode).toBe(404);
    });
  });

  describe('the consent page', () => {
    it('shows the lender, what is shared, the institutions, labelled inputs and the test credentials; security headers kept', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const { url } = await session(started, 'DISBURSE', 'bank');
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      // The form posts to the page itself, and its answer redirects within the site: form-action 'self' allows both.
      expect(res.headers['content-security-policy']).toContain("form-action 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const html = res.body;
      expect(html).toContain('<html lang="en">');
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html.match(/<h1>/g)).toHaveLength(1);
      expect(html).toContain(`${defaults.companyName} uses Sandbox Link to connect your bank account`);
      for (const institution of linkProvider.institutions.bank) expect(html).toContain(institution.name);
      expect(html).not.toContain(linkProvider.institutions.payroll[0].name);
      expect(html).toContain('<label class="field" for="username">Username</label>');
      expect(html).toContain('autocomplete="username"');
      expect(html).toContain('autocomplete="current-password"');
      expect(html).toContain('user_noaccounts');
      expect(html).toContain(`action="${url}"`);
      expect(html).toMatch(/value="continue">Continue</);
      expect(html).toMatch(/value="cancel" formnovalidate>Cancel</);
      expect(html).not.toContain('<script');
    });

    it('a payroll link speaks of payroll and its institutions', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'INCOME_VERIFICATION');
      const { url } = await session(started, 'INCOME', 'payroll');
      const html = (await app.inject({ url })).body;
      expect(html).toContain('connect your payroll account');
      expect(html).toContain('Sandbox Payroll Services');
      expect(html).not.toContain('First Sandbox Bank');
    });

    it('escapes every value it shows (the lender\'s name, the username typed)', () => {
      const html = consentPage(linkProvider as unknown as LinkProviderFixture, {
        sessionUuid: '00000000-0000-4000-8000-000000000000', product: 'bank', lender: '<b>Evil & "Co"</b>', username: '"><script>x</script>',
      });
      expect(html).toContain('&#60;b&#62;Evil &#38; &#34;Co&#34;&#60;/b&#62; uses Sandbox Link');
      expect(html).not.toContain('<b>Evil');
      expect(html).not.toContain('<script');
    });

    it('unknown or malformed session: 404 html saying the link has expired', async () => {
      for (const url of ['/sandbox-link/00000000-0000-4000-8000-000000000000', '/sandbox-link/not-a-uuid']) {
        const res = await app.inject({ url });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.body).toContain('This link has expired. Return to your application and start again.');
      }
    });
  });

  describe('POST /sandbox-link/:id', () => {
    it('wrong password: 200, the screen again with the error (role=alert) and the username kept; nothing changes', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const { url } = await session(started, 'DISBURSE', 'bank');
      const res = await app.inject({ method: 'POST', url, headers: FORM, payload: form({ ...GOOD, password: 'nope', institution: 'sandbox-first-bank' }) });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<p class="error" role="alert">The username or password is incorrect.</p>');
      expect(res.body).toContain('value="user_good"');
      expect(res.body).toMatch(/value="sandbox-first-bank" required checked/);
      expect((await started.calls.get()).json().link.state).toBe('PENDING');
      const noInstitution = await app.inject({ method: 'POST', url, headers: FORM, payload: form(GOOD) });
      expect(noInstitution.statusCode).toBe(200);
      expect(noInstitution.body).toContain('role="alert"');
    });

    it('cancel: 303 back with error=USER_CANCELLED; the session is used', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const { url, linkSessionId } = await session(started, 'DISBURSE', 'bank');
      const back = await consent(url, { action: 'cancel' });
      expect(back.pathname).toBe('/account/heloc/plaid-oauth-success');
      expect(Object.fromEntries(back.searchParams)).toEqual({ oauth_state_id: linkSessionId, error: 'USER_CANCELLED', org: 'figure' });
      expect((await started.calls.get()).json().link).toMatchObject({ state: 'CANCELLED', error: 'USER_CANCELLED' });
      const again = await app.inject({ method: 'POST', url, headers: FORM, payload: form({ ...GOOD, institution: 'sandbox-first-bank' }) });
      expect(again.statusCode).toBe(404);
      expect(again.body).toContain('This link has expired.');
      expect((await app.inject({ url })).statusCode).toBe(404);
    });

    it('user_error: 303 back with error=INSTITUTION_ERROR, the session FAILED', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'INCOME_VERIFICATION');
      const { url, linkSessionId } = await session(started, 'INCOME', 'payroll');
      const back = await consent(url, { ...GOOD, username: 'user_error', institution: 'sandbox-hr' });
      expect(back.pathname).toBe(`/account/heloc/${started.uuid}/income/pointserv-callback`);
      expect(Object.fromEntries(back.searchParams)).toEqual({ session: linkSessionId, error: 'INSTITUTION_ERROR', org: 'figure' });
      expect((await started.calls.get()).json().link).toMatchObject({ state: 'FAILED', error: 'INSTITUTION_ERROR', institutionName: null });
    });

    it('user_good: 303 with the token (bank: the OAuth page; payroll: the income callback); a second POST is the expired page', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const bank = await session(started, 'DISBURSE', 'bank');
      const back = await consent(bank.url, { ...GOOD, institution: 'sandbox-credit-union' });
      expect(back.pathname).toBe('/account/heloc/plaid-oauth-success');
      expect(back.searchParams.get('oauth_state_id')).toBe(bank.linkSessionId);
      expect(back.searchParams.get('public_token')).toMatch(/^public-sandbox-[A-Za-z0-9_-]{20,}$/);
      expect(back.searchParams.get('org')).toBe('figure');
      expect((await started.calls.get()).json().link).toEqual({
        purpose: 'DISBURSE', product: 'bank', state: 'CONSENTED', error: null, institutionName: 'Sandbox Community Credit Union',
      });
      const second = await app.inject({ method: 'POST', url: bank.url, headers: FORM, payload: form({ ...GOOD, institution: 'sandbox-credit-union' }) });
      expect(second.statusCode).toBe(404);

      await setStatus(started.uuid, 'INCOME_VERIFICATION');
      const payroll = await session(started, 'INCOME', 'payroll');
      const income = await consent(payroll.url, { ...GOOD, institution: 'sandbox-payroll' });
      expect(income.pathname).toBe(`/account/heloc/${started.uuid}/income/pointserv-callback`);
      expect(income.searchParams.get('session')).toBe(payroll.linkSessionId);
      expect(income.searchParams.get('token')).toMatch(/^public-sandbox-/);
      expect(income.searchParams.get('org')).toBe('figure');
    });
  });

  describe('POST link/exchange', () => {
    /** A consented session of the application: its id and token. */
    async function consented(started: Started, purpose: string, product: string, username = 'user_good') {
      const { url, linkSessionId } = await session(started, purpose, product);
      const institution = product === 'bank' ? 'sandbox-first-bank' : 'sandbox-payroll';
      const back = await consent(url, { ...GOOD, username, institution });
      return { linkSessionId, publicToken: (back.searchParams.get('public_token') ?? back.searchParams.get('token'))! };
    }

    it('income: WAITING_FOR_UNDERWRITING, then the persona\'s afterIncome (like the paystubs); the answers kept; the token used once', async () => {
      const started = await toIncomeVerification(app);
      const body = await consented(started, 'INCOME', 'payroll');
      const res = await started.calls.post('/link/exchange', body);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status.checklistStatus).toBe('WAITING_FOR_UNDERWRITING');
      expect(res.json().link).toEqual({ purpose: 'INCOME', product: 'payroll', state: 'EXCHANGED', error: null, institutionName: 'Sandbox Payroll Services' });
      await runJobs(app);
      expect((await started.calls.get()).json().status).toMatchObject({
        checklistStatus: 'DISBURSEMENT_ACCOUNT', uwDecision: 'FINAL', uwSubDecision: 'VERIFIED_INCOME_MATCHED_OFFER',
      });
      const row = await server.db.selectFrom('page_answers').select('answers')
        .where('application_uuid', '=', started.uuid).where('step_id', '=', 'income-link').executeTakeFirstOrThrow();
      expect(JSON.parse(row.answers)).toEqual({ method: 'LINK', product: 'payroll', institutionName: 'Sandbox Payroll Services' });
      const again = await started.calls.post('/link/exchange', body);
      expect(again.statusCode).toBe(400);
    });

    it('income, persona Lowincome: the revised offer, as with paystubs', async () => {
      const started = await toIncomeVerification(app, 'Lowincome');
      await started.calls.post('/link/exchange', await consented(started, 'INCOME', 'bank'));
      await runJobs(app);
      expect((await started.calls.get()).json().status).toMatchObject({ checklistStatus: 'REVISED_OFFER_SELECTION', offerRevisionReason: 'INCOME' });
    });

    it('a wrong token: 400 with the words; another application\'s session: 404; a status that moved on: 409', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const body = await consented(started, 'DISBURSE', 'bank');
      // Another last character than the token's (a fixed one would be the token's own now and then).
      const last = body.publicToken.slice(-1) === 'x' ? 'y' : 'x';
      const wrong = await started.calls.post('/link/exchange', { ...body, publicToken: `${body.publicToken.slice(0, -1)}${last}` });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().errors).toEqual([{ message: 'The link could not be completed. Please try again.', code: 'BAD_REQUEST' }]);
      expect((await started.calls.post('/link/exchange', {})).statusCode).toBe(400);

      const other = await startApplication(app);
      await setStatus(other.uuid, 'DISBURSEMENT_ACCOUNT');
      const foreign = await other.calls.post('/link/exchange', body);
      expect(foreign.statusCode).toBe(404);
      expect(messagesOf(foreign)).toEqual(['Not found']);

      await setStatus(started.uuid, 'AUTOPAY_ACCOUNT');
      expect((await started.calls.post('/link/exchange', body)).statusCode).toBe(409);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      expect((await started.calls.post('/link/exchange', body)).statusCode).toBe(200);
    });

    it('bank: the accounts linked, masks only (the numbers nowhere in the answer nor in clear in the database); then PUT bank/confirm', async () => {
      const started = await atDisbursement();
      const res = await started.calls.post('/link/exchange', await consented(started, 'DISBURSE', 'bank'));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status.checklistStatus).toBe('WAITING_FOR_ACCOUNT_VERIFICATION');
      await runJobs(app);
      const answer = (await started.calls.get()).json();
      expect(answer.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
      expect(answer.link).toMatchObject({ purpose: 'DISBURSE', state: 'EXCHANGED', error: null });
      expect(answer.linkedAccounts).toEqual([
        { uuid: expect.any(String), institutionName: 'First Sandbox Bank', name: 'Everyday Checking', accountType: 'CHECKING', routingNumber: '021000021', mask: '••••6789' },
        { uuid: expect.any(String), institutionName: 'First Sandbox Bank', name: 'Savings', accountType: 'SAVINGS', routingNumber: '021000021', mask: '••••4321' },
      ]);
      for (const account of linkProvider.accounts) {
        expect(JSON.stringify(answer)).not.toContain(account.accountNumber.replace(/^0+/, ''));
        expect(await inDatabaseFiles(account.accountNumber)).toBe(false);
      }
      expect(await inDatabaseFiles('Everyday Checking')).toBe(true);

      const unknown = await started.calls.put('/bank/confirm', { accountUuid: '00000000-0000-4000-8000-000000000000' });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toContainEqual(expect.objectContaining({
        field: 'accountUuid', code: 'VALIDATION_FAILED', message: 'Please choose one of your linked accounts.',
      }));
      expect(defaults.copy['bank.confirm.account.required' as keyof typeof defaults.copy]).toBe('Please choose one of your linked accounts.');

      const savings = answer.linkedAccounts[1].uuid as string;
      const confirmed = await started.calls.put('/bank/confirm', { accountUuid: savings });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().status).toMatchObject({ checklistStatus: 'WAITING_FOR_ACCOUNT_VERIFICATION', giactAccountStatus: null });
      expect(confirmed.json().disburseAccount).toEqual({
        uuid: expect.any(String), routingNumber: '021000021', bankName: 'First Sandbox Bank', accountType: 'SAVINGS', mask: '••••4321',
      });
      await runJobs(app);
      expect((await started.calls.get()).json().status).toMatchObject({ checklistStatus: 'AUTOPAY_ACCOUNT', giactAccountStatus: 'VERIFIED' });
      expect(await inDatabaseFiles('000987654321')).toBe(false);
      expect((await started.calls.put('/bank/confirm', { accountUuid: savings })).statusCode).toBe(409);
    });

    it('bank with no accounts: none stored, link.error NO_ACCOUNTS, back at DISBURSEMENT_ACCOUNT', async () => {
      const started = await startApplication(app);
      await setStatus(started.uuid, 'DISBURSEMENT_ACCOUNT');
      const res = await started.calls.post('/link/exchange', await consented(started, 'DISBURSE', 'bank', 'user_noaccounts'));
      expect(res.statusCode, res.body).toBe(200);
      await runJobs(app);
      const answer = (await started.calls.get()).json();
      expect(answer.status.checklistStatus).toBe('DISBURSEMENT_ACCOUNT');
      expect(answer.linkedAccounts).toEqual([]);
      expect(answer.link).toEqual({ purpose: 'DISBURSE', product: 'bank', state: 'EXCHANGED', error: 'NO_ACCOUNTS', institutionName: 'First Sandbox Bank' });
    });

    it('persona Badbank: the chosen linked account fails verification too', async () => {
      const started = await atDisbursement('Badbank');
      await started.calls.post('/link/exchange', await consented(started, 'DISBURSE', 'bank'));
      await runJobs(app);
      const [first] = (await started.calls.get()).json().linkedAccounts;
      await started.calls.put('/bank/confirm', { accountUuid: first.uuid });
      await runJobs(app);
      expect((await started.calls.get()).json().status).toMatchObject({ checklistStatus: 'DISBURSEMENT_ACCOUNT', giactAccountStatus: 'FAILED_VERIFICATION' });
    });
  });
});
