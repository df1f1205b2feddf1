import type { AppContext } from '../app-context';
import { findApplication, type ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import { findProfile } from '../repositories/profiles';
import type { ProfileAddress } from '../views/profile-view';
import { coSignerView, type CoSignerView } from './co-deed-view';
import { coSignersRequired } from './must-sign';
import { withdrawStaleSignatures } from './signer-document-terms';

/** GET co-deed/status: the application's co-deed status, how many co-owners must sign, and each named co-owner. */
export interface CoDeedStatusAnswer {
  coDeedStatus: string;
  /** How many co-owners must sign (server-rules.json coSigners.mustSign over the ownership and the title). */
  required: number;
  /** Every co-owner named on the title or by the borrower and not removed, in order. */
  signers: CoSignerView[];
}

/** The borrower's ownership answer (the HOME address of the profile), or null before it is given. */
async function ownershipOf(ctx: AppContext, row: ApplicationRow): Promise<string | null> {
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const addresses = JSON.parse(profile.addresses) as ProfileAddress[];
  return addresses.find((a) => a.type === 'HOME')?.ownership ?? null;
}

/** The co-deed status of an application as the borrower's page reads it (a signature on documents whose terms changed first withdrawn). */
export async function coDeedStatus(ctx: AppContext, application: ApplicationRow): Promise<CoDeedStatusAnswer> {
  const row = (await withdrawStaleSignatures(ctx, application)) ? (await findApplication(ctx.db, application.uuid)) ?? application : application;
  const rows = await listCoSignerRows(ctx.db, row.uuid);
  // An owner the title lists stays among titleOwners when the borrower removes them from the list (the title still
  // names them: their signature is still due, the borrower names them again); a removed co-owner the title does not
  // list no longer counts at all (invitedCount).
  const titleOwners = rows.filter((r) => r.on_title === 1).map((r) => r.name);
  const invitedCount = rows.filter((r) => r.status === 'INVITED' || r.status === 'SIGNED').length;
  const required = coSignersRequired(ctx.fixtures.serverRules.coSigners.mustSign, { ownership: await ownershipOf(ctx, row), titleOwners, invitedCount });
  return { coDeedStatus: row.co_deed_status, required, signers: rows.filter((r) => r.status !== 'REMOVED').map(coSignerView) };
}
