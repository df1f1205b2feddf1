import type { FastifyInstance } from 'fastify';
import { API_ERROR_CODES } from '../../engine/core';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { findIdentity, markEmailVerified } from '../repositories/identities';
import { checkCode } from '../verification/email-codes';
import { sendVerificationMail } from '../verification/send-verification-mail';
import { identityView } from '../views/identity-view';

/** Where the signed-in account asks for a new code (POST, no body) and confirms its e-mail with one (POST { code }). */
export const EMAIL_VERIFICATION_PATHS = {
  resend: '/identity/secure/api/v1/identity/email-verification/send',
  verify: '/identity/secure/api/v1/identity/email-verification/verify',
} as const;

const verifySchema = {
  body: { type: 'object', required: ['code'], properties: { code: { type: 'string', maxLength: 32 } } },
} as const;

/**
 * E-mail verification: "send me a new code" (abuse-limits.json `verification-mail`) and the check of a code (locked
 * after server-rules.json emailVerification.maxWrongAttempts wrong tries). Both answer the identity once verified.
 */
export function emailVerificationRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const { messages } = ctx.fixtures;
  const alreadyVerified = () => apiError(409, messages.emailAlreadyVerified, API_ERROR_CODES.CONFLICT);

  return async (app: FastifyInstance) => {
    app.post(EMAIL_VERIFICATION_PATHS.resend, { preValidation: requireIdentity, config: { rateLimit: ctx.limitOf('verification-mail') } }, async (request, reply) => {
      const identity = identityOf(request);
      if (identity.email_verified_at) throw alreadyVerified();
      await sendVerificationMail(ctx, ctx.mailer, identity, brandForOrgCode(ctx.data, identity.org_code, brandForRequest(ctx.data, request)));
      return reply.code(204).send();
    });

    app.post<{ Body: { code: string } }>(EMAIL_VERIFICATION_PATHS.verify, { preValidation: requireIdentity, schema: verifySchema, config: { rateLimit: ctx.limitOf('sign-in') } }, async (request) => {
      const identity = identityOf(request);
      if (identity.email_verified_at) return identityView(identity);
      const check = await checkCode(ctx.db, ctx.codeMac, identity.uuid, request.body.code, ctx.fixtures.serverRules.emailVerification);
      switch (check.outcome) {
        case 'wrong': throw apiError(400, messages.verificationCodeWrong, API_ERROR_CODES.VERIFICATION_CODE_INVALID);
        case 'locked': throw apiError(423, messages.verificationCodeLocked, API_ERROR_CODES.VERIFICATION_CODE_LOCKED);
        case 'expired': throw apiError(400, messages.verificationCodeExpired, API_ERROR_CODES.VERIFICATION_CODE_EXPIRED);
        case 'none': throw apiError(400, messages.verificationCodeNone, API_ERROR_CODES.VERIFICATION_CODE_EXPIRED);
        default:
          await markEmailVerified(ctx.db, identity.uuid);
          return identityView((await findIdentity(ctx.db, identity.uuid)) ?? identity);
      }
    });
  };
}
