import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { acceptInvitation, invitationView, type InvitationAcceptance } from '../co-signers/signer-sign-in';
import { signerTaskView } from '../co-signers/signer-view';
import { apiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForRequest } from '../http/resolve-brand';

/** The additional signer's calls (registration spec §2 "Additional signer"): paths the client and the tests share. */
export const SIGNER_PATHS = {
  /** GET ?invitation=<token>: whom a working invitation is for; POST {invitation, password, confirmPassword, trackerId?}: the first sign-in. */
  invitation: '/identity/api/v1/heloc-signer/invitation',
  /** GET: the signed-in signer's own task view (server/co-signers/signer-view.ts). */
  tasks: '/service-application/api/v1/heloc-signer/tasks',
  /** POST (multipart documentType, file): a side of the signer's ID; GET/DELETE /{documentUuid}: one of the signer's documents (server/routes/signer-work-routes.ts). */
  documents: '/service-application/api/v1/heloc-signer/documents',
  /** GET: the signer's sent ID answers (or null); POST: the `identity` step's answers. */
  identity: '/service-application/api/v1/heloc-signer/identity',
  /** GET: the deed and the notice of the right to cancel naming the signer, with their SHA-256 (generated on the first call). */
  closingDocuments: '/service-application/api/v1/heloc-signer/closing-documents',
  /** GET: the E-SIGN consent statement the signer agrees to (a PDF, the application's brand). */
  esignConsentDocument: '/service-application/api/v1/heloc-signer/esign-consent/document',
  /** POST {consentVersion, documents: [{uuid, sha256}]}: the signer signs. */
  sign: '/service-application/api/v1/heloc-signer/sign',
  /** GET: the signer's own signing certificate (a PDF) once they signed; 404 before. */
  signingCertificate: '/service-application/api/v1/heloc-signer/signing-certificate',
} as const;

const acceptSchema = {
  body: {
    type: 'object', required: ['invitation', 'password', 'confirmPassword'],
    properties: {
      invitation: { type: 'string', maxLength: 128 }, password: { type: 'string', maxLength: 256 }, confirmPassword: { type: 'string', maxLength: 256 },
      // The browser's tracker uuid (kept when well-formed, else ignored).
      trackerId: { type: 'string', maxLength: 64 },
    },
  },
} as const;

const viewSchema = { querystring: { type: 'object', properties: { invitation: { type: 'string', maxLength: 128 } } } } as const;

/**
 * The signer's first sign-in from the invitation link (look the invitation up; set a password and receive a token,
 * rate-limited as sign-in) and their task view. Later sign-ins use the normal login. The task view answers 404 for
 * an identity that is nobody's co-owner.
 */
export function signerRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const rateLimit = ctx.limitOf('sign-in');
  const brandOf = (request: FastifyRequest) => brandForRequest(ctx.data, request);

  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { invitation?: string } }>(SIGNER_PATHS.invitation, { schema: viewSchema, config: { rateLimit } }, async (request) =>
      invitationView(ctx, request.query.invitation ?? '', brandOf(request)));

    app.post<{ Body: InvitationAcceptance }>(SIGNER_PATHS.invitation, { schema: acceptSchema, config: { rateLimit } }, async (request, reply) => {
      const identity = await acceptInvitation(ctx, request.body, brandOf(request));
      const jwt = await ctx.tokens.sign({ sub: identity.uuid, org: identity.org_code, gen: identity.token_generation });
      return reply.header('authorization', `Bearer ${jwt}`).send({ jwt });
    });

    app.get(SIGNER_PATHS.tasks, { preValidation: requireIdentity }, async (request) => {
      const identity = identityOf(request);
      const view = await signerTaskView(ctx, identity.uuid);
      if (!view) throw apiError(404, ctx.fixtures.messages.notFound);
      return view;
    });
  };
}
