import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_ERROR_CODES, createCopy, interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { activeSigner } from '../co-signers/active-signer';
import { signerCertificateDocument } from '../co-signers/signer-certificate';
import { signerDocuments } from '../co-signers/signer-documents';
import { signerIdentityAnswers, submitSignerIdentity } from '../co-signers/signer-identity';
import { signerConditionsFor } from '../conditions/condition-access';
import { signAsSigner, type SignerSignBody } from '../co-signers/signer-signing';
import { esignConsentDocument } from '../signing/esign-consent';
import { attachmentDisposition, megabytes } from '../files/document-names';
import { readUpload } from '../files/read-upload';
import { requestSwitches } from '../flags/request-switches';
import { ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForRequest } from '../http/resolve-brand';
import { deleteCoSignerDocument, findCoSignerDocument, insertCoSignerDocument } from '../repositories/co-signer-documents';
import { acceptedUpload, FIELD_ALLOWANCE } from './document-routes';
import { SIGNER_PATHS } from './signer-routes';

type DocumentParams = { Params: { documentUuid: string } };

/** Sends a file of the signer's as a download that is never cached nor sniffed. */
const sendFile = (reply: FastifyReply, contentType: string, fileName: string, bytes: Buffer) => reply.header('Content-Type', contentType)
  .header('Content-Disposition', attachmentDisposition(fileName)).header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(bytes);

const SIGN = {
  body: {
    type: 'object', required: ['consentVersion', 'location', 'documents'], additionalProperties: false,
    properties: {
      consentVersion: { type: 'string', minLength: 1, maxLength: 40 },
      // Asked explicitly: the device's position when the signer shared it, null when they declined.
      location: {
        type: ['object', 'null'], required: ['latitude', 'longitude'], additionalProperties: false,
        properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
      },
      documents: {
        type: 'array', minItems: 1, maxItems: 10,
        items: {
          type: 'object', required: ['uuid', 'sha256'], additionalProperties: false,
          properties: { uuid: { type: 'string', minLength: 1, maxLength: 64 }, sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } },
        },
      },
    },
  },
} as const;
const IDENTITY = { body: { type: 'object', maxProperties: 10 } } as const;

/**
 * The additional signer's own work (registration spec §2 "Additional signer"): upload, download and remove the sides
 * of their ID (the borrower's upload checks: type sniffing, size, virus scan, storage; kept against the signer, never
 * among the borrower's documents), send the `identity` step, read their documents (the deed and the notice of the
 * right to cancel naming them), read the E-SIGN consent statement, sign, and then open their signing certificate. Every call needs a signer's token: a borrower's (nobody's co-owner) → 404; a
 * removed signer or a cancelled application → 409; a document of another signer → 404.
 */
export function signerWorkRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const { maxBytes } = ctx.data.documents;
  const brandOf = (request: FastifyRequest) => brandForRequest(ctx.data, request);
  const activeOf = (request: FastifyRequest) => activeSigner(ctx, identityOf(request).uuid, brandOf(request));
  const guard = { preValidation: requireIdentity };
  /** Once signed, the signer's uploads no longer change (409). */
  const refuseSigned = (request: FastifyRequest, status: string) => {
    if (status !== 'INVITED') throw new ApiError(409, [{ message: createCopy(brandOf(request))('signer.refused.signed'), code: API_ERROR_CODES.CONFLICT }]);
  };

  return async (app: FastifyInstance) => {
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 },
    });

    app.post(SIGNER_PATHS.documents, { ...guard, config: { rateLimit: ctx.limitOf('uploads') } }, async (request, reply) => {
      const { signer, application } = await activeOf(request);
      refuseSigned(request, signer.status);
      const messages = ctx.fixtures.messages;
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + FIELD_ALLOWANCE) {
        throw new ApiError(413, [{ message: interpolate(messages.documentTooLarge, { max: megabytes(maxBytes) }), field: 'file', code: API_ERROR_CODES.DOCUMENT_TOO_LARGE }]);
      }
      const upload = await readUpload(request, () => new ApiError(400, [{ message: messages.badRequest }]));
      if (!ctx.fixtures.serverRules.coSigners.signerUploads.includes(upload.fields.documentType ?? '')) {
        throw new ApiError(400, [{ message: messages.documentTypeUnknown, field: 'documentType', code: API_ERROR_CODES.DOCUMENT_TYPE_UNKNOWN }]);
      }
      const accepted = await acceptedUpload(ctx, request, upload);
      const storageKey = randomUUID();
      await ctx.files.put(storageKey, accepted.bytes);
      try {
        const row = await insertCoSignerDocument(ctx.db, {
          uuid: randomUUID(), co_signer_uuid: signer.uuid, application_uuid: application.uuid, identity_uuid: identityOf(request).uuid,
          document_type: accepted.documentType, file_name: accepted.fileName, content_type: accepted.contentType, size_bytes: accepted.bytes.length,
          storage_key: storageKey, created_at: new Date().toISOString(),
        });
        return reply.code(201).send({ uuid: row.uuid, documentType: row.document_type, fileName: row.file_name, contentType: row.content_type, sizeBytes: Number(row.size_bytes), createdAt: row.created_at });
      } catch (error) {
        await ctx.files.remove(storageKey);
        throw error;
      }
    });

    app.get<DocumentParams>(`${SIGNER_PATHS.documents}/:documentUuid`, guard, async (request, reply) => {
      const { signer } = await activeOf(request);
      const row = await findCoSignerDocument(ctx.db, signer.uuid, request.params.documentUuid);
      const bytes = row ? await ctx.files.get(row.storage_key) : null;
      if (!row || !bytes) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      return sendFile(reply, row.content_type, row.file_name, bytes);
    });

    app.delete<DocumentParams>(`${SIGNER_PATHS.documents}/:documentUuid`, guard, async (request, reply) => {
      const { signer } = await activeOf(request);
      refuseSigned(request, signer.status);
      const row = await findCoSignerDocument(ctx.db, signer.uuid, request.params.documentUuid);
      if (row?.sha256) throw new ApiError(409, [{ message: ctx.fixtures.messages.documentIssuedByLender, code: API_ERROR_CODES.CONFLICT }]);
      if (!row || !(await deleteCoSignerDocument(ctx.db, signer.uuid, row.uuid))) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      await ctx.files.remove(row.storage_key);
      return reply.code(204).send();
    });

    app.get(SIGNER_PATHS.identity, guard, async (request) => ({ answers: signerIdentityAnswers((await activeOf(request)).signer) }));

    app.post<{ Body: Record<string, unknown> }>(SIGNER_PATHS.identity, { ...guard, schema: IDENTITY }, async (request) => {
      const brand = brandOf(request);
      const flags = requestSwitches(ctx, request, brand.id);
      const active = await activeOf(request);
      return submitSignerIdentity(ctx, active, request.body, brand, flags, signerConditionsFor(ctx, request, active.application.org_code));
    });

    app.get(SIGNER_PATHS.esignConsentDocument, guard, async (request, reply) => {
      const { bytes, fileName } = await esignConsentDocument(ctx, (await activeOf(request)).application);
      return sendFile(reply, 'application/pdf', fileName, Buffer.from(bytes));
    });

    app.get(SIGNER_PATHS.closingDocuments, guard, async (request) => signerDocuments(ctx, await activeOf(request)));

    app.get(SIGNER_PATHS.signingCertificate, guard, async (request, reply) => {
      const row = await signerCertificateDocument(ctx, await activeOf(request));
      const bytes = row ? await ctx.files.get(row.storage_key) : null;
      if (!row || !bytes) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      return sendFile(reply, row.content_type, row.file_name, bytes);
    });

    app.post<{ Body: SignerSignBody }>(SIGNER_PATHS.sign, { ...guard, schema: SIGN }, async (request) => {
      const active = await activeOf(request);
      const evidence = { identityUuid: identityOf(request).uuid, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') };
      await signAsSigner(ctx, active, evidence, request.body, brandOf(request));
      return signerDocuments(ctx, await activeOf(request));
    });
  };
}
