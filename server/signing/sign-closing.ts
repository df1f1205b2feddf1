import { createHash, randomUUID } from 'node:crypto';
import { API_ERROR_CODES, createCopy } from '../../engine/core';
import type { AppContext } from '../app-context';
import { parseStatusFields } from '../applications/status-fields';
import { closingDisclosures } from '../closing/closing-documents';
import { afterNoteSigningStage } from '../co-signers/co-deed-stage';
import { noticePdf } from '../decisions/notice-pdf';
import { ApiError, apiError } from '../http/api-error';
import { brandForOrgCode } from '../http/resolve-brand';
import { advanceApplication } from '../lifecycle/advance-application';
import { requireStatus } from '../lifecycle/owned-application';
import { sandboxOf } from '../lifecycle/sandbox-context';
import type { ApplicationRow } from '../repositories/applications';
import { insertDocument } from '../repositories/documents';
import { newestEsignConsent } from '../repositories/esign-consents';
import { findProfile } from '../repositories/profiles';
import { insertSigningEvidence } from '../repositories/signing-evidence';
import { stageLater } from '../sandbox/job-changes';
import { isCurrentConsent, type SignerContext } from './esign-consent';
import { SIGNING_CERTIFICATE_TYPE, signingCertificate } from './signing-certificate';

/** The body of POST disclosures/closing/sign: every closing document once, with the SHA-256 of the bytes the page read. */
export interface SignClosingBody {
  documents: { uuid: string; sha256: string }[];
}

/**
 * POST disclosures/closing/sign (NOTE_SIGNING, the closing list ready, else 409): needs the signer's current E-SIGN
 * consent (409 ESIGN_CONSENT_REQUIRED), every closing document exactly once (400 VALIDATION_FAILED) with its stored
 * SHA-256 (400 DOCUMENT_HASH_MISMATCH, field `documents.<i>.sha256`). Records an evidence row per document, stores the
 * signing certificate PDF (a document the lender issued), moves the application to GEN_NOTE_SIGNING with
 * closingDisclosureListComplete, then the persona's `afterNoteSigning` in the background (CO_DEED_REQ instead when a
 * co-owner must sign and has not: server/co-signers/co-deed-stage.ts).
 */
export async function signClosingDocuments(ctx: AppContext, row: ApplicationRow, signer: SignerContext, body: SignClosingBody): Promise<ApplicationRow> {
  requireStatus(ctx, row, ['NOTE_SIGNING']);
  if (parseStatusFields(row.status_fields).closingDisclosureListReady !== true) throw apiError(409, ctx.fixtures.messages.disclosuresNotReady);
  const consent = await newestEsignConsent(ctx.db, row.uuid, signer.identityUuid);
  if (!isCurrentConsent(ctx, consent)) throw apiError(409, ctx.fixtures.messages.esignConsentRequired, API_ERROR_CODES.ESIGN_CONSENT_REQUIRED);
  const { documents } = await closingDisclosures(ctx, row);
  const sent = new Map(body.documents.map((d) => [d.uuid, d.sha256.toLowerCase()]));
  if (sent.size !== body.documents.length || sent.size !== documents.length || documents.some((d) => !sent.has(d.uuid))) {
    throw new ApiError(400, [{ message: ctx.fixtures.messages.signDocumentsIncomplete, field: 'documents' }], API_ERROR_CODES.VALIDATION_FAILED);
  }
  const wrong = body.documents.findIndex((d) => documents.find((s) => s.uuid === d.uuid)?.sha256 !== d.sha256.toLowerCase());
  if (wrong >= 0) {
    throw new ApiError(400, [{ message: ctx.fixtures.messages.documentHashMismatch, field: `documents.${wrong}.sha256` }], API_ERROR_CODES.DOCUMENT_HASH_MISMATCH);
  }

  const brand = brandForOrgCode(ctx.data, row.org_code);
  const profile = await findProfile(ctx.db, row.identity_uuid);
  const signedAt = new Date().toISOString();
  const pdf = Buffer.from(await noticePdf(signingCertificate(brand, {
    borrowerName: `${profile.first_name ?? ''} ${profile.last_name ?? ''}`.trim(), loanNumber: row.loan_number, signedAt,
    ip: signer.ip, userAgent: signer.userAgent, location: consent.location, consent: { version: consent.version, givenAt: consent.given_at }, documents,
  }), { company: brand.companyName }));
  const storageKey = randomUUID();
  await ctx.files.put(storageKey, pdf);
  const stage = await afterNoteSigningStage(ctx, row, sandboxOf(ctx, row).persona.stages.afterNoteSigning);
  try {
    return await advanceApplication(ctx, row, {
      status: 'GEN_NOTE_SIGNING', statusFields: { closingDisclosureListComplete: true }, later: stage ? stageLater(stage) : undefined,
    }, async (trx) => {
      await insertSigningEvidence(trx, documents.map((d) => ({
        uuid: randomUUID(), application_uuid: row.uuid, identity_uuid: signer.identityUuid, document_uuid: d.uuid, sha256: d.sha256,
        consent_version: consent.version, signed_at: signedAt, ip: signer.ip, user_agent: signer.userAgent.slice(0, 400), location: consent.location,
      })));
      await insertDocument(trx, {
        uuid: randomUUID(), application_uuid: row.uuid, identity_uuid: row.identity_uuid, document_type: SIGNING_CERTIFICATE_TYPE,
        file_name: createCopy(brand)('signingCertificate.fileName', { loanNumber: row.loan_number }), content_type: 'application/pdf',
        size_bytes: pdf.length, storage_key: storageKey, created_at: signedAt, sha256: createHash('sha256').update(pdf).digest('hex'),
      });
    });
  } catch (error) {
    await ctx.files.remove(storageKey);
    throw error;
  }
}
