import multipart from '@fastify/multipart';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_ERROR_CODES, interpolate, type ApiErrorCode } from '../../engine/core';
import type { StoredDocument } from '../../engine/core/api/contract';
import type { AppContext } from '../app-context';
import { attachmentDisposition, cleanFileName, megabytes } from '../files/document-names';
import { readUpload, type Upload } from '../files/read-upload';
import { sniffDocument } from '../files/sniff-document';
import { ApiError } from '../http/api-error';
import { identityOf } from '../http/require-identity';
import { deleteDocument, documentView, findDocument, insertDocument, listDocuments, type DocumentRow } from '../repositories/documents';
import { B, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';

type DocumentParams = { Params: { uuid: string; documentUuid: string } };

/** Room for the text fields and the multipart framing besides the file: a body longer than maxBytes + this is refused unread. */
export const FIELD_ALLOWANCE = 64 * 1024;

/** A refusal of an upload: one entry, its field, its code. */
const refusal = (status: number, message: string, field: string, code: ApiErrorCode) => new ApiError(status, [{ message, field, code }]);

/**
 * The checks of an upload, in this order: the document type is one of documents.json `types` (400
 * DOCUMENT_TYPE_UNKNOWN); a file came (400 BAD_REQUEST); it is at most `maxBytes` (413 DOCUMENT_TOO_LARGE); its bytes
 * are an accepted kind (400 DOCUMENT_TYPE_REFUSED); the virus scan finds nothing (400 DOCUMENT_INFECTED). Returns
 * the accepted file with its sniffed content type. Also used by the condition uploads (routes/condition-routes.ts).
 */
export async function acceptedUpload(ctx: AppContext, request: FastifyRequest, upload: Upload) {
  const { documents } = ctx.data;
  const messages = ctx.fixtures.messages;
  const documentType = upload.fields.documentType ?? '';
  // A type the lender issues (the notice of a decline) is not one a borrower may upload.
  if (!Object.prototype.hasOwnProperty.call(documents.types, documentType) || documents.types[documentType].issuedByLender) {
    throw refusal(400, messages.documentTypeUnknown, 'documentType', API_ERROR_CODES.DOCUMENT_TYPE_UNKNOWN);
  }
  const file = upload.file;
  if (!file || file.field !== 'file') throw refusal(400, messages.documentFileMissing, 'file', API_ERROR_CODES.BAD_REQUEST);
  if (file.truncated || file.bytes.length > documents.maxBytes) {
    throw refusal(413, interpolate(messages.documentTooLarge, { max: megabytes(documents.maxBytes) }), 'file', API_ERROR_CODES.DOCUMENT_TOO_LARGE);
  }
  const sniffed = await sniffDocument(file.bytes, documents.contentTypes);
  if (!sniffed.accepted) throw refusal(400, messages.documentTypeRefused, 'file', API_ERROR_CODES.DOCUMENT_TYPE_REFUSED);
  const scan = await ctx.virusScanner.scan(file.bytes);
  if (!scan.clean) {
    request.log.warn({ signature: scan.signature, documentType }, 'document upload refused by the virus scan');
    throw refusal(400, messages.documentInfected, 'file', API_ERROR_CODES.DOCUMENT_INFECTED);
  }
  return { documentType, fileName: cleanFileName(file.fileName), contentType: sniffed.contentType, bytes: file.bytes };
}

/**
 * The borrower's documents of one application (docs/application-lifecycle.md §3): upload (multipart/form-data with a
 * `documentType` field and one `file`), list (newest first), download and delete. Every call checks the token (401)
 * and the owner (another borrower's application, a document of another application, or a file a co-owner uploaded
 * for their own condition: 404; that file is not listed either).
 */
export function documentRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  const { maxBytes } = ctx.data.documents;
  const badRequest = () => new ApiError(400, [{ message: ctx.fixtures.messages.badRequest }]);

  return async (app: FastifyInstance) => {
    // Only this plugin's routes read multipart bodies; a file longer than maxBytes is cut there and marked truncated.
    await app.register(multipart, {
      throwFileSizeLimit: false,
      limits: { files: 1, fileSize: maxBytes, fields: 4, fieldSize: 1024, fieldNameSize: 100, parts: 6, headerPairs: 100 },
    });

    app.post<UuidParams>(`${B}/documents`, { preValidation: guards, config: { rateLimit: ctx.limitOf('uploads') } }, async (request, reply) => {
      const application = await ownedOf(ctx, request);
      if (Number(request.headers['content-length'] ?? 0) > maxBytes + FIELD_ALLOWANCE) {
        const message = interpolate(ctx.fixtures.messages.documentTooLarge, { max: megabytes(maxBytes) });
        throw refusal(413, message, 'file', API_ERROR_CODES.DOCUMENT_TOO_LARGE);
      }
      const accepted = await acceptedUpload(ctx, request, await readUpload(request, badRequest));
      const storageKey = randomUUID();
      await ctx.files.put(storageKey, accepted.bytes);
      let row: DocumentRow;
      try {
        row = await insertDocument(ctx.db, {
          uuid: randomUUID(), application_uuid: application.uuid, identity_uuid: identityOf(request).uuid, document_type: accepted.documentType,
          file_name: accepted.fileName, content_type: accepted.contentType, size_bytes: accepted.bytes.length, storage_key: storageKey,
          created_at: new Date().toISOString(),
        });
      } catch (error) {
        await ctx.files.remove(storageKey);
        throw error;
      }
      return reply.code(201).send(documentView(row) satisfies StoredDocument);
    });

    app.get<UuidParams>(`${B}/documents`, { preValidation: guards }, async (request) => {
      const application = await ownedOf(ctx, request);
      return { documents: (await listDocuments(ctx.db, application.uuid, 'BORROWER')).map(documentView) };
    });

    app.get<DocumentParams>(`${B}/documents/:documentUuid`, { preValidation: guards }, async (request, reply) => {
      const application = await ownedOf(ctx, request);
      const row = await findDocument(ctx.db, application.uuid, request.params.documentUuid, 'BORROWER');
      const bytes = row ? await ctx.files.get(row.storage_key) : null;
      if (!row || !bytes) {
        if (row) request.log.error({ document: row.uuid }, 'a stored document has no bytes in the file store');
        throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      }
      return reply
        .header('Content-Type', row.content_type)
        .header('Content-Disposition', attachmentDisposition(row.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    });

    app.delete<DocumentParams>(`${B}/documents/:documentUuid`, { preValidation: guards }, async (request, reply) => {
      const application = await ownedOf(ctx, request);
      const row = await findDocument(ctx.db, application.uuid, request.params.documentUuid, 'BORROWER');
      if (row && ctx.data.documents.types[row.document_type]?.issuedByLender) {
        throw new ApiError(409, [{ message: ctx.fixtures.messages.documentIssuedByLender, code: API_ERROR_CODES.CONFLICT }]);
      }
      if (!row || !(await deleteDocument(ctx.db, application.uuid, row.uuid))) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      await ctx.files.remove(row.storage_key);
      return reply.code(204).send();
    });
  };
}
