import { describe, expect, it } from 'vitest';
import { createHeloc, fileBackedApp, helocBody, signUp } from './helpers';

// The lender's rules on the server (issue: trust and scale): the create call refuses, in the insert's transaction, a
// borrower the page's verify-ability-to-start would have stopped — an active application (in any organisation, by
// e-mail), a HELOC funded within the 45-day wait — with the words of the page's modal and code CANNOT_START_APPLICATION.

const ACTIVE_WORDS = 'Active application already exists. Continue your application, or contact us at (888) 819-6388 or support@figure.example.';
const RECENT_WORDS = 'It looks like you have received a HELOC from us within the last 45 days Please wait 45 days from your last account opening before applying again.';

describe('one application at a time', () => {
  it('refuses a second application while the first is active, with the modal\'s words', async () => {
    const { app, close } = await fileBackedApp('heloc-one-');
    try {
      const { authorization } = await signUp(app, 'figure');
      expect((await createHeloc(app, authorization, helocBody())).statusCode).toBe(200);
      const second = await createHeloc(app, authorization, helocBody());
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ errors: [{ message: ACTIVE_WORDS, code: 'CANNOT_START_APPLICATION' }] });
      const all = await app.inject({ url: '/service-application/api/v1/application/heloc/all', headers: { authorization } });
      expect(all.json()).toHaveLength(1);
    } finally {
      await close();
    }
  });

  it('counts the same e-mail in another organisation', async () => {
    const { app, close } = await fileBackedApp('heloc-one-');
    try {
      const { email, authorization } = await signUp(app, 'homepoint');
      expect((await createHeloc(app, authorization, helocBody())).statusCode).toBe(200);
      const other = await signUp(app, 'figure', email);
      const refused = await createHeloc(app, other.authorization, helocBody());
      expect(refused.statusCode).toBe(409);
      expect(refused.json().errors[0].code).toBe('CANNOT_START_APPLICATION');
    } finally {
      await close();
    }
  });

  it.each([
    ['funded 10 days ago', 10, 409, RECENT_WORDS],
    ['funded 44 days ago', 44, 409, RECENT_WORDS],
    ['funded 45 days ago', 45, 200, null],
  ])('a HELOC %s → %s', async (_name, daysAgo, status, words) => {
    const { app, db, close } = await fileBackedApp('heloc-one-');
    try {
      const { authorization } = await signUp(app, 'figure');
      const first = await createHeloc(app, authorization, helocBody());
      // The test server's today is 2025-06-15 (helpers TODAY).
      const funded = new Date(Date.UTC(2025, 5, 15 - daysAgo)).toISOString().slice(0, 10);
      await db.updateTable('applications').set({ active: 0, funded_at: funded }).where('uuid', '=', first.json().uuid).execute();
      const next = await createHeloc(app, authorization, helocBody());
      expect(next.statusCode).toBe(status);
      if (words) expect(next.json().errors[0]).toEqual({ message: words, code: 'CANNOT_START_APPLICATION' });
    } finally {
      await close();
    }
  });

  it('lets exactly one of many simultaneous create calls through', async () => {
    const { app, close } = await fileBackedApp('heloc-one-');
    try {
      const { authorization } = await signUp(app, 'figure');
      const answers = await Promise.all(Array.from({ length: 8 }, () => createHeloc(app, authorization, helocBody())));
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    } finally {
      await close();
    }
  });
});
