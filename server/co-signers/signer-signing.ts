import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, createCopy, locationEvidence, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import { ApiError, apiError } from '../http/api-error';
import { applyTransition } from '../lifecycle/advance-application';
import { sandboxOf } from '../lifecycle/sandbox-context';
import { findApplication, markCoDeedComplete, type ApplicationRow } from '../repositories/applications';
import { markCoSignerSigned } from '../repositories/co-signer-documents';
import { insertEsignConsent } from '../repositories/esign-consents';
import { insertSigningEvidence } from '../repositories/signing-evidence';
import { stageLater } from '../sandbox/job-changes';
import type { SignerContext } from '../signing/esign-consent';
import type { ActiveSigner } from './active-signer';
import { coDeedStatus, type CoDeedStatusAnswer } from './co-deed-status';
import { prepareSignerCertificate } from './signer-certificate';
import { signerDocuments } from './signer-documents';
import { signerIdAccepted } from './signer-id-check';

/**
 * The body of POST heloc-signer/sign: the E-SIGN consent version agreed to on the page, the signer's answer to the
 * location request (the device's position when they shared it, null when they declined: asked explicitly, as the
 * borrower is on signing/intro), and every document once with the SHA-256 read.
 */
export interface SignerSignBody {
  consentVersion: string;
  location: { latitude: number; longitude: number } | null;
  documents: { uuid: string; sha256: string }[];
}

/**
 * Whether the co-deed is complete: no invited co-owner is still to sign and at least as many signed as must
 * (server-rules.json coSigners.mustSign). When no one must sign (a borrower who removed the only co-owner they invited,
 * without an ownership or a title that asks for one) it is complete only while the application waits for the co-deed
 * (`waiting`: at coSigners.requiredStage, CO_DEED_REQ), so it moves on there as after the last signature; anywhere
 * else nothing was waited for and coDeedStatus stays as it is (NOT_REQUIRED). Pure.
 */
export function coDeedComplete(status: Pick<CoDeedStatusAnswer, 'required' | 'signers'>, waiting = false): boolean {
  if (status.signers.some((s) => s.status === 'INVITED')) return false;
  const signed = status.signers.filter((s) => s.status === 'SIGNED').length;
  return status.required > 0 ? signed >= status.required : waiting;
}

/**
 * After a signature, or after the borrower removed a co-owner who was still to sign: once the co-deed is complete,
 * coDeedStatus becomes COMPLETE and an application waiting at CO_DEED_REQ moves on as the persona's `afterCoDeed`
 * stage says (by default to the notary, its disclosures ready). COMPLETE also when no one is left who must sign: the
 * CO_DEED_REQ row of flows/application/status-routes.json holds the borrower on signing/additional until COMPLETE
 * (registration spec §4: co-deed confirmed is COMPLETE), so the same mark and move serve both ways out.
 * Race-free: the COMPLETE mark is a conditional update in the same transaction as the status move, so of several
 * signers signing (or a signature and a removal) at the same moment exactly one moves the application (one status history row).
 */
export async function settleCoDeed(ctx: AppContext, applicationUuid: string): Promise<void> {
  const row = (await findApplication(ctx.db, applicationUuid)) as ApplicationRow;
  const held = ctx.fixtures.serverRules.coSigners.requiredStage.status;
  const waiting = row.checklist_status === held;
  if (row.co_deed_status === 'COMPLETE' || !coDeedComplete(await coDeedStatus(ctx, row), waiting)) return;
  const stage = sandboxOf(ctx, row).persona.stages.afterCoDeed;
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await markCoDeedComplete(trx, row.uuid))) return;
    const current = (await findApplication(trx, row.uuid)) as ApplicationRow;
    if (current.checklist_status !== held || !stage) return;
    const { status, changes } = stageLater(stage);
    const later = changes.then ? { status: changes.then.status, changes: changes.then.changes } : undefined;
    await applyTransition(ctx, trx, current, { status, statusFields: changes.statusFields, later });
  });
}

/**
 * POST heloc-signer/sign: the signer signs their documents. Refused unless INVITED (409 once signed), until the ID
 * was sent and accepted (409; signer-id-check.ts), with the current E-SIGN consent version (409 ESIGN_CONSENT_REQUIRED), every document exactly once
 * (400 VALIDATION_FAILED) with its stored SHA-256 (400 DOCUMENT_HASH_MISMATCH). Records the consent and an evidence
 * row per document (who, when, IP, browser, the location shared rounded to two decimals or "declined", hash), the signer's signing certificate (a document of the application
 * the borrower sees; server/co-signers/signer-certificate.ts) and marks the signer SIGNED; then settles the co-deed.
 */
export async function signAsSigner(ctx: AppContext, active: ActiveSigner, evidence: SignerContext, body: SignerSignBody, brand: Brand): Promise<void> {
  const copy = createCopy(brand);
  const messages = ctx.fixtures.messages;
  if (active.signer.status !== 'INVITED') throw new ApiError(409, [{ message: copy('signer.refused.signed'), code: API_ERROR_CODES.CONFLICT }]);
  if (!(await signerIdAccepted(ctx, active))) throw new ApiError(409, [{ message: copy('signer.refused.identityFirst'), code: API_ERROR_CODES.CONFLICT }]);
  if (body.consentVersion !== ctx.data.esignConsent.version) throw apiError(409, messages.esignConsentRequired, API_ERROR_CODES.ESIGN_CONSENT_REQUIRED);
  const { documents } = await signerDocuments(ctx, active);
  const sent = new Map(body.documents.map((d) => [d.uuid, d.sha256.toLowerCase()]));
  if (sent.size !== body.documents.length || sent.size !== documents.length || documents.some((d) => !sent.has(d.uuid))) {
    throw new ApiError(400, [{ message: messages.signDocumentsIncomplete, field: 'documents' }], API_ERROR_CODES.VALIDATION_FAILED);
  }
  const wrong = body.documents.findIndex((d) => documents.find((s) => s.uuid === d.uuid)?.sha256 !== d.sha256.toLowerCase());
  if (wrong >= 0) throw new ApiError(400, [{ message: messages.documentHashMismatch, field: `documents.${wrong}.sha256` }], API_ERROR_CODES.DOCUMENT_HASH_MISMATCH);

  const signedAt = new Date().toISOString();
  const userAgent = evidence.userAgent.slice(0, 400);
  const location = locationEvidence(body.location);
  const applicationUuid = active.application.uuid;
  const certificate = await prepareSignerCertificate(ctx, active, { ...evidence, userAgent }, { at: signedAt, consentVersion: body.consentVersion, location, documents });
  try {
    await ctx.db.transaction().execute(async (trx) => {
      if (!(await markCoSignerSigned(trx, active.signer.uuid, signedAt))) throw new ApiError(409, [{ message: copy('signer.refused.signed'), code: API_ERROR_CODES.CONFLICT }]);
      await insertEsignConsent(trx, {
        uuid: randomUUID(), application_uuid: applicationUuid, identity_uuid: evidence.identityUuid, version: body.consentVersion, given_at: signedAt,
        ip: evidence.ip, user_agent: userAgent, location, withdrawn_at: null,
      });
      await insertSigningEvidence(trx, documents.map((d) => ({
        uuid: randomUUID(), application_uuid: applicationUuid, identity_uuid: evidence.identityUuid, document_uuid: d.uuid, sha256: d.sha256,
        consent_version: body.consentVersion, signed_at: signedAt, ip: evidence.ip, user_agent: userAgent, location,
      })));
      await certificate.record(trx);
    });
  } catch (error) {
    await ctx.files.remove(certificate.storageKey);
    throw error;
  }
  await settleCoDeed(ctx, applicationUuid);
}
