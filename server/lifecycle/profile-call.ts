import type { Kysely } from 'kysely';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { apiError } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { insertConsents } from '../repositories/consents';
import type { IdentityRow } from '../repositories/identities';
import { findProfile, updateProfile } from '../repositories/profiles';
import { stageLater } from '../sandbox/job-changes';
import type { ProfileAddress } from '../views/profile-view';
import { advanceApplication } from './advance-application';
import { requireStatus } from './owned-application';
import { sandboxOf } from './sandbox-context';
import { ssnOwner } from '../security/encrypted-columns';

/** The answers of the `ownership-and-ssn` step. */
export interface ProfileAnswers {
  ownership: 'SOLE' | 'JOINT' | 'TRUST';
  ssn: string;
  hardCreditConsent: true;
}

/** The nine digits of an SSN as typed (with or without dashes); throws 400 otherwise. Never echoes the number. Pure. */
export function ssnDigits(ssn: unknown, invalid: string): string {
  const digits = typeof ssn === 'string' && /^[0-9 -]{9,11}$/.test(ssn) ? ssn.replace(/\D/g, '') : '';
  if (digits.length !== 9) throw apiError(400, invalid);
  return digits;
}

/** Stores the SSN encrypted on the borrower's profile (bound to the profile uuid). */
export async function storeSsn(ctx: Pick<AppContext, 'fieldCipher'>, db: Kysely<DatabaseSchema>, identity: IdentityRow, digits: string): Promise<void> {
  const profile = await findProfile(db, identity.uuid);
  await updateProfile(db, identity.uuid, { ssn_encrypted: ctx.fieldCipher.encrypt(digits, ssnOwner(profile.uuid)) });
}

/**
 * PUT profile: sets the ownership on the HOME address, stores the SSN encrypted, records the HARD_CREDIT consent and
 * moves to HARD_CREDIT_PULL; in the background the hard pull ends at the persona's status (COLLECT_ADDITIONAL_INFO,
 * or a decline for DTI or credit score).
 */
export async function saveBorrowerProfile(ctx: AppContext, row: ApplicationRow, identity: IdentityRow, answers: ProfileAnswers): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['BORROWER_PROFILE']);
  const digits = ssnDigits(answers.ssn, ctx.fixtures.messages.ssnInvalid);
  const { persona } = sandboxOf(ctx, row);
  const version = ctx.fixtures.consentTypes.find((c) => c.type === 'HARD_CREDIT')?.version ?? '1';
  return advanceApplication(ctx, row, { status: 'HARD_CREDIT_PULL', later: stageLater(persona.afterHardPull) }, async (trx) => {
    const profile = await findProfile(trx, identity.uuid);
    const addresses = (JSON.parse(profile.addresses) as ProfileAddress[]).map((a) => (a.type === 'HOME' ? { ...a, ownership: answers.ownership } : a));
    await updateProfile(trx, identity.uuid, { addresses: JSON.stringify(addresses) });
    await storeSsn(ctx, trx, identity, digits);
    await insertConsents(trx, [{ applicationUuid: row.uuid, identityUuid: identity.uuid, consentType: 'HARD_CREDIT', version, optIn: true }]);
  });
}
