import { CompiledQuery } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNER_PATHS } from '../../../server/routes/signer-routes';
import { appPath, fileBackedApp, GOOD_PASSWORD, outboxOf, startApplication, TEST_DATABASE_URL, uniqueEmail } from './helpers';

// An invited co-owner (a CO_DEEDER identity) who later registers as a borrower with the same e-mail
// (server/co-signers/signer-registration.ts): not "account exists" but 409 CONFLICT with words that send them to the
// signer's sign-in or another e-mail address; the signer's identity is never taken over. On the store the suite
// runs on (SQLite, or PostgreSQL with TEST_DATABASE_URL).

type Server = Awaited<ReturnType<typeof fileBackedApp>>;

async function sql<T>(server: Server, text: string, ...args: unknown[]): Promise<T[]> {
  let n = 0;
  const query = TEST_DATABASE_URL ? text.replace(/\?/g, () => `$${(n += 1)}`) : text;
  return (await server.db.executeQuery(CompiledQuery.raw(query, args))).rows as T[];
}

const tokenOf = (text: string) => /\/heloc-signer\/login\?invitation=([A-Za-z0-9_-]+)/.exec(text)?.[1] ?? '';
const SIGNER_EMAIL = 'This e-mail address was invited to sign a deed as a co-owner, so it cannot open a borrower account. To sign, open the link in your invitation or sign in on the co-owner sign-in page. To apply for a line of credit of your own, please register with a different e-mail address.';

describe('an invited co-owner registers as a borrower with the same e-mail', () => {
  let server: Server;
  beforeAll(async () => { server = await fileBackedApp('heloc-signer-register-', { rateLimit: undefined }); });
  afterAll(async () => { await server.close(); });

  const register = (email: string) => server.app.inject({
    method: 'POST', url: '/identity/api/v1/registration/register?org=figure', payload: { email, password: 'Another-Horse-7!', phoneNumber: '(555) 201-4477' },
  });
  const view = (token: string) => server.app.inject({ method: 'GET', url: SIGNER_PATHS.invitation, query: { invitation: token } });

  it.each([
    ['before the invitation was accepted', false],
    ['after the signer chose a password', true],
  ])('%s: 409 CONFLICT with the words to sign in as a signer, the signer\'s identity unchanged', async (_label, accepted) => {
    const started = await startApplication(server.app, 'Coowner');
    await sql(server, "UPDATE applications SET checklist_status = 'CO_DEED_REQ', co_deed_status = 'PENDING' WHERE uuid = ?", started.uuid);
    const email = uniqueEmail('jordan');
    const invite = await server.app.inject({
      method: 'POST', url: `${appPath(started.uuid)}/co-signers`, headers: { authorization: started.authorization }, payload: { name: 'Jordan Coowner', email, phone: '5125550188' },
    });
    expect(invite.statusCode, invite.body).toBe(200);
    const token = tokenOf((await outboxOf(server.app, email))[0].text);
    if (accepted) {
      const res = await server.app.inject({ method: 'POST', url: SIGNER_PATHS.invitation, payload: { invitation: token, password: GOOD_PASSWORD, confirmPassword: GOOD_PASSWORD } });
      expect(res.statusCode, res.body).toBe(200);
    }
    const [signer] = await sql<{ identity_uuid: string }>(server, 'SELECT identity_uuid FROM co_signers WHERE application_uuid = ?', started.uuid);
    const identityRow = () => sql(server, 'SELECT password_hash, token_generation, profile_type, email_verified_at FROM identities WHERE uuid = ?', signer.identity_uuid);
    const before = await identityRow();

    const res = await register(email.toUpperCase());
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toEqual({ errors: [{ code: 'CONFLICT', message: SIGNER_EMAIL }] });
    expect(res.headers.authorization).toBeUndefined();
    expect(await identityRow()).toEqual(before);
    expect(before).toMatchObject([{ profile_type: 'CO_DEEDER' }]);
    // No verification code went to the co-owner, and an unused invitation still works.
    expect(await outboxOf(server.app, email)).toHaveLength(1);
    expect((await view(token)).statusCode).toBe(accepted ? 404 : 200);

    // A borrower's e-mail still meets "account exists".
    const exists = await register((await started.calls.profile()).email as string);
    expect(exists.statusCode).toBe(401);
    expect(exists.json().errors[0].code).toBe('ACCOUNT_EXISTS');
  });
});
