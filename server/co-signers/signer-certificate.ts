import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createCopy } from '../../engine/core';
import type { ClosingDocumentEntry } from '../../engine/core/api/contract';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { noticePdf } from '../decisions/notice-pdf';
import { brandForOrgCode } from '../http/resolve-brand';
import { findDocument, insertDocument, type DocumentRow } from '../repositories/documents';
import { findProfile } from '../repositories/profiles';
import type { SignerContext } from '../signing/esign-consent';
import { SIGNING_CERTIFICATE_TYPE, signingCertificate } from '../signing/signing-certificate';
import type { ActiveSigner } from './active-signer';

/** The signer's certificate made before the signature is stored: its bytes already in the file store, and how to record it. */
export interface PreparedSignerCertificate {
  storageKey: string;
  /** Stores the certificate as a document of the application (the lender issued it) inside the signature's transaction; answers its uuid. */
  record: (trx: Kysely<DatabaseSchema>) => Promise<string>;
}

/**
 * Writes an additional signer's signing certificate (as the borrower's, server/signing/sign-closing.ts): who signed
 * (the signer, a co-owner of the borrower's property), when, from which internet address, browser and location (or
 * that they declined to share it), under which
 * E-SIGN consent, and each document with its SHA-256; the PDF goes to the file store at once (the caller removes
 * `storageKey` when the signature fails).
 */
export async function prepareSignerCertificate(
  ctx: AppContext, { signer, application }: ActiveSigner, evidence: SignerContext, signed: { at: string; consentVersion: string; location: string; documents: ClosingDocumentEntry[] },
): Promise<PreparedSignerCertificate> {
  const brand = brandForOrgCode(ctx.data, application.org_code);
  const profile = await findProfile(ctx.db, application.identity_uuid);
  const pdf = Buffer.from(await noticePdf(signingCertificate(brand, {
    borrowerName: signer.name, coOwnerOf: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim(), loanNumber: application.loan_number,
    signedAt: signed.at, ip: evidence.ip, userAgent: evidence.userAgent, location: signed.location,
    consent: { version: signed.consentVersion, givenAt: signed.at }, documents: signed.documents,
  }), { company: brand.companyName }));
  const storageKey = randomUUID();
  await ctx.files.put(storageKey, pdf);
  const record = async (trx: Kysely<DatabaseSchema>) => {
    const uuid = randomUUID();
    await insertDocument(trx, {
      uuid, application_uuid: application.uuid, identity_uuid: evidence.identityUuid, document_type: SIGNING_CERTIFICATE_TYPE,
      file_name: createCopy(brand)('signingCertificate.coSignerFileName', { name: signer.name, loanNumber: application.loan_number }),
      content_type: 'application/pdf', size_bytes: pdf.length, storage_key: storageKey, created_at: signed.at,
      sha256: createHash('sha256').update(pdf).digest('hex'),
    });
    await trx.updateTable('co_signers').set({ certificate_document_uuid: uuid }).where('uuid', '=', signer.uuid).execute();
    return uuid;
  };
  return { storageKey, record };
}

/** The signed-in signer's own signing certificate (a document of the application), or undefined before they signed. */
export async function signerCertificateDocument(ctx: AppContext, { signer, application }: ActiveSigner): Promise<DocumentRow | undefined> {
  if (signer.status !== 'SIGNED' || !signer.certificate_document_uuid) return undefined;
  return findDocument(ctx.db, application.uuid, signer.certificate_document_uuid);
}
