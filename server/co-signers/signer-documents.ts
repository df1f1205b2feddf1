import { createHash, randomUUID } from 'node:crypto';
import { closingDocuments, closingFileNameValues, closingValues, createCopy, type ClosingConstants } from '../../engine/core';
import type { ClosingDocumentEntry } from '../../engine/core/api/contract';
import type { AppContext } from '../app-context';
import { closingInput } from '../closing/closing-documents';
import { noticePdf } from '../decisions/notice-pdf';
import { brandForOrgCode } from '../http/resolve-brand';
import { insertCoSignerDocument, listCoSignerDocuments, type CoSignerDocumentRow } from '../repositories/co-signer-documents';
import type { ActiveSigner } from './active-signer';
import { showsTerms, signerTermsFingerprint } from './signer-document-terms';

/** GET heloc-signer/closing-documents: the documents the signer reads and signs, and whether they signed. */
export interface SignerDocumentsAnswer {
  signed: boolean;
  documents: ClosingDocumentEntry[];
}

const view = (row: CoSignerDocumentRow): ClosingDocumentEntry => ({
  uuid: row.uuid, documentType: row.document_type, title: row.file_name.replace(/ - [^-]*\.pdf$/, ''), fileName: row.file_name,
  sha256: row.sha256 ?? '', sizeBytes: Number(row.size_bytes),
});

/**
 * Generates the signer's documents: the closing layout's documents of server-rules.json coSigners.signerDocuments
 * (the deed, the notice of the right to cancel when it applies), with the application's figures but naming the
 * signer, as PDFs in the file store, each a co_signer_documents row with the SHA-256 of its bytes and the fingerprint
 * of the terms (`terms`) it shows. One transaction;
 * a set generated meanwhile by another request stays; on a failure the bytes are removed.
 */
async function generateSignerDocuments(ctx: AppContext, { signer, application }: ActiveSigner, types: readonly string[], terms: string): Promise<void> {
  const brand = brandForOrgCode(ctx.data, application.org_code);
  const copy = createCopy(brand);
  const closing = (ctx.data.constants as { closing: ClosingConstants }).closing;
  const input = { ...(await closingInput(ctx, application, new Date().toISOString().slice(0, 10))), borrowerName: signer.name };
  const layout = { ...ctx.data.closingDocuments, documents: ctx.data.closingDocuments.documents.filter((d) => types.includes(d.type)) };
  const documents = closingDocuments(layout, closingValues(input, closing, copy), copy);
  const stored: string[] = [];
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if ((await listCoSignerDocuments(trx, signer.uuid)).some((d) => types.includes(d.document_type) && showsTerms(d, terms))) return;
      for (const doc of documents) {
        const bytes = Buffer.from(await noticePdf(doc, { company: brand.companyName }));
        const storageKey = randomUUID();
        await ctx.files.put(storageKey, bytes);
        stored.push(storageKey);
        await insertCoSignerDocument(trx, {
          uuid: randomUUID(), co_signer_uuid: signer.uuid, application_uuid: application.uuid, identity_uuid: signer.identity_uuid ?? '',
          document_type: doc.type, file_name: copy(ctx.data.closingDocuments.fileNameKey, closingFileNameValues(doc.title, application.loan_number)),
          content_type: 'application/pdf', size_bytes: bytes.length, storage_key: storageKey, created_at: new Date().toISOString(),
          sha256: createHash('sha256').update(bytes).digest('hex'), terms_sha256: terms,
        });
      }
    });
  } catch (error) {
    for (const key of stored) await ctx.files.remove(key);
    throw error;
  }
}

/**
 * The signer's documents to read and sign, in the closing layout's order: generated on the first call, and again when
 * the application's closing terms changed since (the borrower chose another offer: signer-document-terms.ts; the
 * old ones stay stored, no longer listed).
 */
export async function signerDocuments(ctx: AppContext, active: ActiveSigner): Promise<SignerDocumentsAnswer> {
  const types = ctx.fixtures.serverRules.coSigners.signerDocuments;
  const order = ctx.data.closingDocuments.documents.map((d) => d.type);
  const terms = await signerTermsFingerprint(ctx, active.application);
  const ofSigner = async () => (await listCoSignerDocuments(ctx.db, active.signer.uuid)).filter((d) => types.includes(d.document_type) && showsTerms(d, terms));
  let rows = await ofSigner();
  if (rows.length === 0) {
    await generateSignerDocuments(ctx, active, types, terms);
    rows = await ofSigner();
  }
  rows.sort((a, b) => order.indexOf(a.document_type) - order.indexOf(b.document_type));
  return { signed: active.signer.status === 'SIGNED', documents: rows.map(view) };
}
