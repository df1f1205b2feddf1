import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import { closingDocuments, closingValues, createCopy, type ClosingConstants } from '../../engine/core';
import type { AppContext } from '../app-context';
import { closingInput } from '../closing/closing-documents';
import type { DatabaseSchema } from '../db/schema';
import { brandForOrgCode } from '../http/resolve-brand';
import type { ApplicationRow } from '../repositories/applications';
import type { CoSignerDocumentRow } from '../repositories/co-signer-documents';

/** A fixed day and name the fingerprint renders with: the day signed and the signer's name differ by design. */
const FIXED_DAY = '2000-01-03';

/**
 * The fingerprint of the closing terms a signer's documents show: the SHA-256 of the words of the signer's documents
 * (server-rules.json coSigners.signerDocuments, in the brand's words) rendered with the application's closing values,
 * the day and the name fixed. Only what the deed and the notice print counts: a change of a value they do not show
 * (the rate, the monthly payment, an autopay discount) leaves it as it was.
 */
export async function signerTermsFingerprint(ctx: AppContext, application: ApplicationRow): Promise<string> {
  const types = ctx.fixtures.serverRules.coSigners.signerDocuments;
  const copy = createCopy(brandForOrgCode(ctx.data, application.org_code));
  const closing = (ctx.data.constants as { closing: ClosingConstants }).closing;
  const input = { ...(await closingInput(ctx, application, FIXED_DAY)), borrowerName: '' };
  const layout = { ...ctx.data.closingDocuments, documents: ctx.data.closingDocuments.documents.filter((d) => types.includes(d.type)) };
  return createHash('sha256').update(JSON.stringify(closingDocuments(layout, closingValues(input, closing, copy), copy))).digest('hex');
}

/** Whether a generated document still shows the current terms (one from before fingerprints counts as current). Pure. */
export const showsTerms = (row: Pick<CoSignerDocumentRow, 'terms_sha256'>, fingerprint: string): boolean =>
  row.terms_sha256 === null || row.terms_sha256 === fingerprint;

/** The SIGNED co-owners of an application whose generated documents all show other terms than `fingerprint`. */
export async function staleSigners(db: Kysely<DatabaseSchema>, types: readonly string[], applicationUuid: string, fingerprint: string): Promise<string[]> {
  const generated = await db.selectFrom('co_signer_documents').innerJoin('co_signers', 'co_signers.uuid', 'co_signer_documents.co_signer_uuid')
    .select(['co_signer_documents.co_signer_uuid', 'co_signer_documents.terms_sha256', 'co_signer_documents.document_type'])
    .where('co_signer_documents.application_uuid', '=', applicationUuid).where('co_signers.status', '=', 'SIGNED').execute();
  const signed = generated.filter((d) => types.includes(d.document_type));
  return [...new Set(signed.map((d) => d.co_signer_uuid))].filter((uuid) => !signed.some((d) => d.co_signer_uuid === uuid && showsTerms(d, fingerprint)));
}

/**
 * Withdraws the signatures of these co-owners (inside the caller's transaction): each still SIGNED goes back to
 * INVITED (not signed, no certificate; their evidence, certificate and old documents stay stored) and a co-deed that
 * was COMPLETE is PENDING again. Conditional, so a simultaneous call changes nothing twice. Answers the co-owners
 * whose signature this call withdrew.
 */
export async function withdrawSignatures(trx: Kysely<DatabaseSchema>, applicationUuid: string, signerUuids: readonly string[]): Promise<string[]> {
  if (signerUuids.length === 0) return [];
  const withdrawn = await trx.updateTable('co_signers').set({ status: 'INVITED', signed: 0, signed_at: null, certificate_document_uuid: null })
    .where('uuid', 'in', signerUuids).where('status', '=', 'SIGNED').returning('uuid').execute();
  if (withdrawn.length > 0) {
    await trx.updateTable('applications').set({ co_deed_status: 'PENDING', updated_at: new Date().toISOString() })
      .where('uuid', '=', applicationUuid).where('co_deed_status', '=', 'COMPLETE').execute();
  }
  return withdrawn.map((r) => r.uuid);
}

/**
 * The backstop for a change of the terms that did not go through the offer change (which withdraws at once and asks
 * the signer to sign again: resign-request.ts): a signature on documents whose terms differ from today's is withdrawn
 * when the co-deed is next read. True when a signature was withdrawn (the caller reads its rows again).
 */
export async function withdrawStaleSignatures(ctx: AppContext, application: ApplicationRow): Promise<boolean> {
  const types = ctx.fixtures.serverRules.coSigners.signerDocuments;
  const anySigned = await ctx.db.selectFrom('co_signers').select('uuid').where('application_uuid', '=', application.uuid).where('status', '=', 'SIGNED').executeTakeFirst();
  if (!anySigned) return false;
  const stale = await staleSigners(ctx.db, types, application.uuid, await signerTermsFingerprint(ctx, application));
  if (stale.length === 0) return false;
  return (await ctx.db.transaction().execute((trx) => withdrawSignatures(trx, application.uuid, stale))).length > 0;
}
