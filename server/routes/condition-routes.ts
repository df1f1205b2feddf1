import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { API_ERROR_CODES, createCopy, interpolate, type Copy } from '../../engine/core';
import type { AppContext } from '../app-context';
import { addressedTo, conditionAccess, requireSignerConditions } from '../conditions/condition-access';
import { conditionsData, isSatisfied } from '../conditions/condition-data';
import { clearCondition, type ConditionActor } from '../conditions/condition-service';
import { continueAfterPaystub } from '../conditions/sandbox-conditions';
import { conditionView } from '../conditions/condition-view';
import { ApiError, apiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { listCoSignerRowsOfIdentity } from '../repositories/co-signers';
import { findCondition, listConditionDocuments, listConditions } from '../repositories/conditions';
import { deleteDocument, documentView, findDocument, insertDocument } from '../repositories/documents';
import { findProfile, updateProfile } from '../repositories/profiles';
import { readUpload } from '../files/read-upload';
import { acceptedUpload } from './document-routes';
import { brandOf } from './lifecycle-route-kit';

/** Base path of the conditions service (platform spec §7 'Conditions'). */
export const CONDITIONS_BASE = '/service-conditions/external/api/v1';
const C = `${CONDITIONS_BASE}/applications/:uuid/conditions`;

type Params = { Params: { uuid: string } };
type ConditionParams = { Params: { uuid: string; conditionUuid: string } };
type DocumentParams = { Params: { uuid: string; conditionUuid: string; documentUuid: string } };

const SANDBOX: ConditionActor = { kind: 'SANDBOX_UNDERWRITER' };

/** A phone number as the profile keeps it: a US number's ten digits, any other the digits of its E.164 form; null when not a valid number. Pure. */
export function storedPhone(text: string): string | null {
  const parsed = parsePhoneNumberFromString(text, 'US');
  if (!parsed || !parsed.isValid()) return null;
  return parsed.countryCallingCode === '1' ? String(parsed.nationalNumber) : parsed.number.replace(/\D/g, '');
}

/**
 * The phone of a MISSING_PHONE_NUMBER condition as the profile keeps it, or 400 VALIDATION_FAILED on `phone` in the
 * words the page shows (the condition-phone step's messages): empty → conditions.phone.required, not a valid number →
 * conditions.phone.invalid. Pure.
 */
export function phoneAnswer(text: string, copy: Copy): string {
  const fail = (key: string) => new ApiError(400, [{ message: copy(key), field: 'phone', code: API_ERROR_CODES.VALIDATION_FAILED }]);
  if (!text.trim()) throw fail('conditions.phone.required');
  const phone = storedPhone(text);
  if (!phone) throw fail('conditions.phone.invalid');
  return phone;
}

/**
 * The conditions calls (platform spec §2 and §7): GET …/applications/{uuid}/conditions/external-applicants lists the
 * caller's conditions (the borrower's, or a signer's own), open and cleared; a condition's files are uploaded
 * (multipart, stored like the other uploads, one of its requested types) and removed under it; `submit` hands it to the
 * sandbox underwriter, which clears it when satisfied (409 with the count still needed otherwise); `phone-number` saves
 * the caller's phone and clears a MISSING_PHONE_NUMBER condition. GET heloc-signer/application names the signer's
 * application. Token 401; another borrower's application, or a condition not addressed to the caller, 404; a signer's
 * call while their conditions pages' flag is off for the brand, 403 (condition-access.ts).
 */
export function conditionRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const data = conditionsData();
  const { maxBytes } = ctx.data.documents;
  const messages = ctx.fixtures.messages;
  const notFound = () => apiError(404, messages.notFound);
  const badRequest = () => new ApiError(400, [{ message: messages.badRequest }]);

  /** The condition of the path, when the caller may see it; 404 otherwise. */
  const ownCondition = async (request: FastifyRequest<ConditionParams>) => {
    const { application, audience } = await conditionAccess(ctx, request, request.params.uuid);
    const row = await findCondition(ctx.db, request.params.conditionUuid);
    if (!row || row.application_uuid !== application.uuid || !addressedTo(row, audience)) throw notFound();
    return { application, audience, row };
  };
  const open = (row: { status: string }) => {
    if (row.status !== 'OPEN') throw new ApiError(409, [{ message: messages.conditionCleared, code: API_ERROR_CODES.CONFLICT }]);
  };
  const viewOf = async (uuid: string) => {
    const row = await findCondition(ctx.db, uuid);
    if (!row) throw notFound();
    return conditionView(row, await listConditionDocuments(ctx.db, uuid), data);
  };

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 },
    });

    app.get<Params>(`${C}/external-applicants`, { preValidation: requireIdentity }, async (request) => {
      const { application, audience } = await conditionAccess(ctx, request, request.params.uuid);
      const rows = (await listConditions(ctx.db, application.uuid)).filter((r) => addressedTo(r, audience));
      return Promise.all(rows.map(async (r) => conditionView(r, await listConditionDocuments(ctx.db, r.uuid), data)));
    });

    app.post<ConditionParams>(`${C}/:conditionUuid/documents`, { preValidation: requireIdentity, config: { rateLimit: ctx.limitOf('uploads') } }, async (request, reply) => {
      const { application, row } = await ownCondition(request);
      open(row);
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + 64 * 1024) {
        throw new ApiError(413, [{ message: interpolate(messages.documentTooLarge, { max: String(maxBytes / 1_000_000) }), field: 'file', code: API_ERROR_CODES.DOCUMENT_TOO_LARGE }]);
      }
      const accepted = await acceptedUpload(ctx, request, await readUpload(request, badRequest));
      if (!(JSON.parse(row.request_documents) as string[]).includes(accepted.documentType)) {
        throw new ApiError(400, [{ message: messages.conditionDocumentTypeNotRequested, field: 'documentType', code: API_ERROR_CODES.DOCUMENT_TYPE_UNKNOWN }]);
      }
      const storageKey = randomUUID();
      await ctx.files.put(storageKey, accepted.bytes);
      try {
        const stored = await insertDocument(ctx.db, {
          uuid: randomUUID(), application_uuid: application.uuid, identity_uuid: identityOf(request).uuid, document_type: accepted.documentType,
          file_name: accepted.fileName, content_type: accepted.contentType, size_bytes: accepted.bytes.length, storage_key: storageKey,
          condition_uuid: row.uuid, created_at: new Date().toISOString(),
        });
        return reply.code(201).send(documentView(stored));
      } catch (error) {
        await ctx.files.remove(storageKey);
        throw error;
      }
    });

    app.delete<DocumentParams>(`${C}/:conditionUuid/documents/:documentUuid`, { preValidation: requireIdentity }, async (request, reply) => {
      const { application, row } = await ownCondition(request);
      open(row);
      const doc = await findDocument(ctx.db, application.uuid, request.params.documentUuid);
      if (!doc || doc.condition_uuid !== row.uuid || !(await deleteDocument(ctx.db, application.uuid, doc.uuid))) throw notFound();
      await ctx.files.remove(doc.storage_key);
      return reply.code(204).send();
    });

    app.post<ConditionParams>(`${C}/:conditionUuid/submit`, { preValidation: requireIdentity }, async (request) => {
      const { audience, row } = await ownCondition(request);
      open(row);
      const category = data.categories[row.category];
      const requestDocuments = JSON.parse(row.request_documents) as string[];
      const documents = await listConditionDocuments(ctx.db, row.uuid);
      const phones = JSON.parse((await findProfile(ctx.db, identityOf(request).uuid)).phone_numbers) as unknown[];
      const condition = { location: category?.location ?? 'upload-document', requestDocuments, numDocsRequired: Number(row.num_docs_required) } as const;
      if (!isSatisfied(condition, { documentTypes: documents.map((d) => d.document_type), hasPhone: phones.length > 0 })) {
        const given = documents.filter((d) => requestDocuments.includes(d.document_type)).length;
        const count = String(Math.max(1, Number(row.num_docs_required)) - given);
        throw new ApiError(409, [{ message: interpolate(messages.conditionNotSatisfied, { count }), code: API_ERROR_CODES.CONFLICT }]);
      }
      await clearCondition(ctx, SANDBOX, row.uuid);
      if (row.category === 'HELOC_MANUAL_PAYSTUB_UPLOAD') await continueAfterPaystub(ctx, row.application_uuid);
      request.log.info({ condition: row.uuid, by: audience.kind }, 'condition satisfied and cleared');
      return viewOf(row.uuid);
    });

    // The condition is checked before the body: a stranger gets the 404 of a missing one, never the body's 400.
    app.put<ConditionParams & { Body: { phone?: string } | undefined }>(`${C}/:conditionUuid/phone-number`, {
      preValidation: [requireIdentity, async (request) => { await ownCondition(request); }],
      schema: { body: { type: 'object', additionalProperties: false, properties: { phone: { type: 'string', maxLength: 20 } } } },
    }, async (request) => {
      const { row } = await ownCondition(request);
      open(row);
      if (data.categories[row.category]?.location !== 'phone-number') throw new ApiError(409, [{ message: messages.conditionWrongLocation, code: API_ERROR_CODES.CONFLICT }]);
      const phone = phoneAnswer(request.body?.phone ?? '', createCopy(brandOf(ctx, request)));
      const identity = identityOf(request);
      const phones = JSON.parse((await findProfile(ctx.db, identity.uuid)).phone_numbers) as { type: string; number: string }[];
      const next = [{ type: 'MOBILE', number: phone }, ...phones.filter((p) => p.number !== phone && p.type !== 'MOBILE'), ...phones.filter((p) => p.type === 'MOBILE' && p.number !== phone)];
      await updateProfile(ctx.db, identity.uuid, { phone_numbers: JSON.stringify(next) });
      await clearCondition(ctx, SANDBOX, row.uuid);
      return viewOf(row.uuid);
    });

    app.get(`${CONDITIONS_BASE}/heloc-signer/application`, { preValidation: requireIdentity }, async (request) => {
      // The identity's invitation decides (a co-owner may have signed up as a borrower first); nobody's co-owner: 404.
      const identity = identityOf(request);
      const row = (await listCoSignerRowsOfIdentity(ctx.db, identity.uuid)).find((r) => r.status !== 'REMOVED');
      if (!row) throw notFound();
      requireSignerConditions(ctx, request, identity.org_code);
      return { applicationUuid: row.application_uuid };
    });
  };
}
