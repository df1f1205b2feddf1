import type { AppContext } from '../app-context';
import { findApplication, type ApplicationRow } from '../repositories/applications';
import { withdrawStaleSignatures } from './signer-document-terms';
import { listCoSignerRowsOfIdentity, type CoSignerRow } from '../repositories/co-signers';
import { findProfile } from '../repositories/profiles';
import { signerIdAccepted } from './signer-id-check';
import type { StoredProperty } from '../views/application-view';

/**
 * GET heloc-signer/tasks: the signer's own task view and nothing of the borrower's application beyond whose it is and
 * where the property is (never income, SSN, offers, documents or status details).
 */
export interface SignerTaskView {
  /** ACTIVE: the signer has work to do or has done it; CANCELLED: the borrower removed them or the application was cancelled. */
  state: 'ACTIVE' | 'CANCELLED';
  signer: { uuid: string; name: string; status: string; signed: boolean };
  borrower: { firstName: string };
  property: { city: string; state: string };
  /** The ids of the signer's tasks done (flows/platform/signer-pages.json `tasks`): identity once the ID was sent; documents and sign once signed. */
  done: string[];
}

/** The signer's tasks done for a co-owner row, given whether their ID was accepted (signer-id-check.ts). Pure. */
export const tasksDone = (row: Pick<CoSignerRow, 'identity_answers' | 'status'>, idAccepted: boolean): string[] => [
  ...(row.identity_answers && idAccepted ? ['identity'] : []), ...(row.status === 'SIGNED' ? ['documents', 'sign'] : []),
];

/** True when the application no longer goes on: inactive, or a status of server-rules.json coSigners.cancelledStatuses. Pure. */
export const applicationCancelled = (row: { active: number; checklist_status: string }, cancelledStatuses: readonly string[]): boolean =>
  row.active === 0 || cancelledStatuses.includes(row.checklist_status);

/** The co-owner row a signer's pages are about: the newest not removed, else the newest (removed). Pure. */
export const currentSignerRow = (rows: readonly CoSignerRow[]): CoSignerRow | undefined =>
  rows.find((r) => r.status !== 'REMOVED') ?? rows[0];

/**
 * The identity's current co-owner row and its application, a signature on documents whose terms changed withdrawn
 * first (signer-document-terms.ts); undefined when the identity is no co-owner of any application.
 */
export async function currentSigning(ctx: AppContext, identityUuid: string): Promise<{ signer: CoSignerRow; application: ApplicationRow } | undefined> {
  const current = () => listCoSignerRowsOfIdentity(ctx.db, identityUuid).then(currentSignerRow);
  const signer = await current();
  const application = signer ? await findApplication(ctx.db, signer.application_uuid) : undefined;
  if (!signer || !application) return undefined;
  return { signer: (await withdrawStaleSignatures(ctx, application)) ? (await current()) ?? signer : signer, application };
}

/** The signed-in signer's task view, or null when the identity is no co-owner of any application. */
export async function signerTaskView(ctx: AppContext, identityUuid: string): Promise<SignerTaskView | null> {
  const found = await currentSigning(ctx, identityUuid);
  if (!found) return null;
  const { signer, application: row } = found;
  const property = JSON.parse(row.property) as StoredProperty;
  const borrower = await findProfile(ctx.db, row.identity_uuid);
  const cancelled = signer.status === 'REMOVED' || applicationCancelled(row, ctx.fixtures.serverRules.coSigners.cancelledStatuses);
  return {
    state: cancelled ? 'CANCELLED' : 'ACTIVE',
    signer: { uuid: signer.uuid, name: signer.name, status: signer.status, signed: signer.status === 'SIGNED' },
    borrower: { firstName: borrower.first_name ?? '' },
    property: { city: property.city, state: property.state },
    done: tasksDone(signer, await signerIdAccepted(ctx, { signer, application: row })),
  };
}
