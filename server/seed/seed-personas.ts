import { randomUUID } from 'node:crypto';
import { formatISO, parseISO, subDays } from 'date-fns';
import type { AppContext } from '../app-context';
import { storeApplication } from '../applications/store-application';
import { hashPassword } from '../auth/passwords';
import { brandForOrgCode, organisationCodes } from '../http/resolve-brand';
import { createAccount, findIdentityByEmail, markEmailVerified } from '../repositories/identities';
import { updateProfile } from '../repositories/profiles';
import { runSandbox } from '../sandbox/run-sandbox';
import { calcConstantsOf } from '../sandbox/sandbox-pricing';
import { seedNotifications } from './seed-notifications';

/**
 * Creates the seeded persona accounts of server/fixtures/seed-accounts.json in every organisation that has a brand,
 * each with its application (active, recently funded, inquiry with a loan officer, or none). Accounts that already
 * exist are left alone, so this runs on every start. Returns how many accounts it created.
 */
export async function seedPersonas(ctx: AppContext): Promise<number> {
  const { password, accounts } = ctx.fixtures.seedAccounts;
  let passwordHash: string | null = null;
  let created = 0;
  for (const orgCode of organisationCodes(ctx.data)) {
    const brand = brandForOrgCode(ctx.data, orgCode);
    for (const account of accounts) {
      const existing = await findIdentityByEmail(ctx.db, orgCode, account.email);
      if (existing) {
        // A persona's e-mail is known to be its own (also in a database made before e-mail verification).
        if (!existing.email_verified_at) await markEmailVerified(ctx.db, existing.uuid);
        continue;
      }
      // One hash serves every seeded account: they share the documented password.
      passwordHash ??= await hashPassword(password);
      const identity = await createAccount(ctx.db, {
        orgCode, email: account.email, passwordHash, phone: account.phone,
        firstName: account.name.firstName, lastName: account.name.lastName, dob: account.dob, ...account.identity, emailVerified: true,
      });
      created += 1;
      const app = account.application;
      if (!app) {
        await seedNotifications(ctx, account.email, identity.uuid, null);
        continue;
      }
      const { occupancyType, ...address } = app.property;
      const pricing = { brand, serverRules: ctx.fixtures.serverRules, constants: calcConstantsOf(ctx.data.constants) };
      const sandbox = runSandbox({ pricing, personas: ctx.fixtures.personas, lastName: account.name.lastName, property: address });
      const row = await storeApplication(ctx.db, {
        identityUuid: identity.uuid, orgCode, status: app.status, statusFields: app.statusFields, persona: null,
        active: app.active, isInquiry: app.isInquiry,
        body: { seeded: true, referrerId: app.loanOfficerUuid }, offers: sandbox.offers, loanOfficerUuid: app.loanOfficerUuid,
        fundedAt: app.fundedDaysAgo === null ? null : formatISO(subDays(parseISO(ctx.today()), app.fundedDaysAgo), { representation: 'date' }),
        property: { ...address, occupancyType, value: sandbox.valuation.value, lienBalance: sandbox.valuation.lienBalance },
        consents: ctx.fixtures.consentTypes.filter((c) => c.type !== 'HARD_CREDIT').map((c) => ({ consentType: c.type, version: c.version, optIn: true })),
      }, ctx.fixtures.serverRules.initialLien);
      await updateProfile(ctx.db, identity.uuid, {
        addresses: JSON.stringify([{ type: 'HOME', uuid: randomUUID(), ...address, ownership: null }]),
      });
      await seedNotifications(ctx, account.email, identity.uuid, row);
    }
  }
  return created;
}
