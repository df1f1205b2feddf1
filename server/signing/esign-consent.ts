import { randomUUID } from 'node:crypto';
import { API_ERROR_CODES, createCopy, esignConsentStatement, esignConsentValues, locationEvidence } from '../../engine/core';
import type { AppContext } from '../app-context';
import { noticePdf } from '../decisions/notice-pdf';
import { apiError } from '../http/api-error';
import { brandForOrgCode } from '../http/resolve-brand';
import { requireStatus } from '../lifecycle/owned-application';
import type { ApplicationRow } from '../repositories/applications';
import { insertEsignConsent, newestEsignConsent, withdrawEsignConsents, type EsignConsentRow } from '../repositories/esign-consents';

/** Who gives or withdraws a consent, and from where (the evidence kept with it). */
export interface SignerContext {
  identityUuid: string;
  ip: string;
  userAgent: string;
}

/** The body of POST esign-consent: the version read and, when the borrower shared it, the device's location. */
export interface EsignConsentBody {
  version: string;
  location?: { latitude: number; longitude: number } | null;
}

/** GET esign-consent: the current version, and the signer's newest consent (`current` when it is to that version and not withdrawn). */
export interface EsignConsentState {
  version: string;
  current: boolean;
  consent: { version: string; givenAt: string; locationShared: boolean; withdrawnAt: string | null } | null;
}

/** The statuses in which a borrower gives the consent: while the closing documents wait for a signature. */
const CONSENT_STATUSES = ['NOTE_SIGNING'];

/** Whether a stored consent is the signer's current one (the layout's version, not withdrawn). Pure. */
export const isCurrentConsent = (ctx: Pick<AppContext, 'data'>, row: EsignConsentRow | undefined): row is EsignConsentRow =>
  row !== undefined && row.withdrawn_at === null && row.version === ctx.data.esignConsent.version;

/** The signer's consent state for an application. */
export async function esignConsentState(ctx: AppContext, row: ApplicationRow, identityUuid: string): Promise<EsignConsentState> {
  const newest = await newestEsignConsent(ctx.db, row.uuid, identityUuid);
  return {
    version: ctx.data.esignConsent.version,
    current: isCurrentConsent(ctx, newest),
    consent: newest
      ? { version: newest.version, givenAt: newest.given_at, locationShared: newest.location !== 'declined', withdrawnAt: newest.withdrawn_at }
      : null,
  };
}

/** The consent statement as a PDF in the application's brand words (GET esign-consent/document), with its file name. */
export async function esignConsentDocument(ctx: AppContext, row: ApplicationRow): Promise<{ bytes: Uint8Array; fileName: string }> {
  const brand = brandForOrgCode(ctx.data, row.org_code);
  const copy = createCopy(brand);
  const layout = ctx.data.esignConsent;
  const values = esignConsentValues(brand, row.loan_number);
  const bytes = await noticePdf(esignConsentStatement(layout, values, copy), { company: brand.companyName });
  return { bytes, fileName: copy(layout.fileNameKey, values) };
}

/**
 * POST esign-consent: records the signer's consent to the current version with the evidence (time, IP, user agent,
 * the location rounded to two decimals or "declined"). 409 ESIGN_CONSENT_STALE for another version; 409 CONFLICT
 * outside NOTE_SIGNING.
 */
export async function giveEsignConsent(ctx: AppContext, row: ApplicationRow, signer: SignerContext, body: EsignConsentBody): Promise<EsignConsentState> {
  requireStatus(ctx, row, CONSENT_STATUSES);
  if (body.version !== ctx.data.esignConsent.version) throw apiError(409, ctx.fixtures.messages.esignConsentStale, API_ERROR_CODES.ESIGN_CONSENT_STALE);
  await insertEsignConsent(ctx.db, {
    uuid: randomUUID(), application_uuid: row.uuid, identity_uuid: signer.identityUuid, version: body.version, given_at: new Date().toISOString(),
    ip: signer.ip, user_agent: signer.userAgent.slice(0, 400), location: locationEvidence(body.location), withdrawn_at: null,
  });
  return esignConsentState(ctx, row, signer.identityUuid);
}

/** POST esign-consent/withdraw: the signer's consents for the application are withdrawn (free, at any time; signed records stay signed). */
export async function withdrawEsignConsent(ctx: AppContext, row: ApplicationRow, identityUuid: string): Promise<EsignConsentState> {
  await withdrawEsignConsents(ctx.db, row.uuid, identityUuid, new Date().toISOString());
  return esignConsentState(ctx, row, identityUuid);
}
