import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { attachmentDisposition } from '../files/document-names';
import { identityOf } from '../http/require-identity';
import { esignConsentDocument, esignConsentState, giveEsignConsent, withdrawEsignConsent, type EsignConsentBody, type SignerContext } from '../signing/esign-consent';
import { signClosingDocuments, type SignClosingBody } from '../signing/sign-closing';
import { answerOf, B, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';

const LOCATION = {
  type: ['object', 'null'], required: ['latitude', 'longitude'], additionalProperties: false,
  properties: { latitude: { type: 'number', minimum: -90, maximum: 90 }, longitude: { type: 'number', minimum: -180, maximum: 180 } },
};
const CONSENT = { body: { type: 'object', required: ['version'], additionalProperties: false, properties: { version: { type: 'string', minLength: 1, maxLength: 40 }, location: LOCATION } } };
const SIGN = {
  body: {
    type: 'object', required: ['documents'], additionalProperties: false,
    properties: {
      documents: {
        type: 'array', minItems: 1, maxItems: 10,
        items: {
          type: 'object', required: ['uuid', 'sha256'], additionalProperties: false,
          properties: { uuid: { type: 'string', minLength: 1, maxLength: 64 }, sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' } },
        },
      },
    },
  },
};

/** The evidence of the request: the signed-in borrower, the client's address and browser. */
const signerOf = (request: FastifyRequest): SignerContext => ({
  identityUuid: identityOf(request).uuid, ip: request.ip, userAgent: String(request.headers['user-agent'] ?? ''),
});

/**
 * The closing signing calls (docs/application-lifecycle.md §3, §9): the E-SIGN consent (its statement as a PDF, the
 * signer's state, giving and withdrawing it) and signing the closing documents.
 */
export function signingRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  return async (app: FastifyInstance) => {
    app.get<UuidParams>(`${B}/esign-consent`, { preValidation: guards }, async (request) => {
      return esignConsentState(ctx, await ownedOf(ctx, request), identityOf(request).uuid);
    });

    app.get<UuidParams>(`${B}/esign-consent/document`, { preValidation: guards }, async (request, reply) => {
      const { bytes, fileName } = await esignConsentDocument(ctx, await ownedOf(ctx, request));
      return reply.header('Content-Type', 'application/pdf').header('Content-Disposition', attachmentDisposition(fileName))
        .header('X-Content-Type-Options', 'nosniff').header('Cache-Control', 'private, no-store').send(Buffer.from(bytes));
    });

    app.post<UuidParams & { Body: EsignConsentBody }>(`${B}/esign-consent`, { preValidation: guards, schema: CONSENT }, async (request) => {
      return giveEsignConsent(ctx, await ownedOf(ctx, request), signerOf(request), request.body);
    });

    app.post<UuidParams>(`${B}/esign-consent/withdraw`, { preValidation: guards }, async (request) => {
      return withdrawEsignConsent(ctx, await ownedOf(ctx, request), identityOf(request).uuid);
    });

    app.post<UuidParams & { Body: SignClosingBody }>(`${B}/disclosures/closing/sign`, { preValidation: guards, schema: SIGN }, async (request) => {
      const row = await signClosingDocuments(ctx, await ownedOf(ctx, request), signerOf(request), request.body);
      return answerOf(ctx, row);
    });
  };
}
