import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import { closingInput } from '../closing/closing-documents';
import type { ApplicationRow } from '../repositories/applications';
import type { CoSignerDocumentRow } from '../repositories/co-signer-documents';

/**
 * The fingerprint of the closing terms a signer's documents show: the SHA-256 of the application's closing values
 * (its chosen offer's figures, the property, the lender), leaving out the day and the name, which differ by design.
 */
export async function signerTermsFingerprint(ctx: AppContext, application: ApplicationRow): Promise<string> {
  const { signedOn: _day, borrowerName: _name, ...terms } = await closingInput(ctx, application, '');
  return createHash('sha256').update(JSON.stringify(terms)).digest('hex');
}

/** Whether a generated document still shows the current terms (one from before fingerprints counts as current). Pure. */
export const showsTerms = (row: Pick<CoSignerDocumentRow, 'terms_sha256'>, fingerprint: string): boolean =>
  row.terms_sha256 === null || row.terms_sha256 === fingerprint;

/**
 * A signature on documents whose terms changed no longer counts: each SIGNED co-owner of the application whose
 * generated documents (server-rules.json coSigners.signerDocuments) all show other terms than today's goes back to
 * INVITED (not signed, no certificate; their evidence, certificate and old documents stay stored), and a co-deed that
 * was COMPLETE is PENDING again. The signer then reads
 * the regenerated documents and signs again. Each change is conditional, so a simultaneous call changes nothing twice.
 * True when a signature was withdrawn (the caller reads its rows again).
 */
export async function withdrawStaleSignatures(ctx: AppContext, application: ApplicationRow): Promise<boolean> {
  const types = ctx.fixtures.serverRules.coSigners.signerDocuments;
  const generated = await ctx.db.selectFrom('co_signer_documents').innerJoin('co_signers', 'co_signers.uuid', 'co_signer_documents.co_signer_uuid')
    .select(['co_signer_documents.co_signer_uuid', 'co_signer_documents.terms_sha256', 'co_signer_documents.document_type'])
    .where('co_signer_documents.application_uuid', '=', application.uuid).where('co_signers.status', '=', 'SIGNED').execute();
  const signed = generated.filter((d) => types.includes(d.document_type));
  if (signed.length === 0) return false;
  const fingerprint = await signerTermsFingerprint(ctx, application);
  const stale = [...new Set(signed.map((d) => d.co_signer_uuid))].filter((uuid) => !signed.some((d) => d.co_signer_uuid === uuid && showsTerms(d, fingerprint)));
  if (stale.length === 0) return false;
  await ctx.db.transaction().execute(async (trx) => {
    await trx.updateTable('co_signers').set({ status: 'INVITED', signed: 0, signed_at: null, certificate_document_uuid: null })
      .where('uuid', 'in', stale).where('status', '=', 'SIGNED').execute();
    await trx.updateTable('applications').set({ co_deed_status: 'PENDING', updated_at: new Date().toISOString() })
      .where('uuid', '=', application.uuid).where('co_deed_status', '=', 'COMPLETE').execute();
  });
  return true;
}
