import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { createRuleContext } from '../../engine/core';
import { createPasswordLogin } from '../auth/password-login';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { existingAccountRefusal } from '../co-signers/signer-registration';
import { apiError, ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForRequest } from '../http/resolve-brand';
import { createAccount, findIdentity, findIdentityByEmail, type IdentityRow } from '../repositories/identities';
import { endBrokerSessionsOf } from '../repositories/broker-store';
import { replacePassword, revokeTokens } from '../repositories/login-security';
import { validateRegistration } from '../validation/validate-registration';
import { validateSteps } from '../validation/validate-steps';
import { sendVerificationMail } from '../verification/send-verification-mail';
import { identityView } from '../views/identity-view';

const credentialsSchema = {
  body: {
    type: 'object',
    properties: { email: { type: 'string' }, password: { type: 'string' }, phoneNumber: { type: 'string' } },
  },
} as const;

type Credentials = { email?: string; password?: string; phoneNumber?: string };

const passwordChangeSchema = {
  body: {
    type: 'object', required: ['currentPassword', 'newPassword'],
    properties: { currentPassword: { type: 'string', maxLength: 256 }, newPassword: { type: 'string', maxLength: 256 } },
  },
} as const;

type PasswordChange = { currentPassword: string; newPassword: string };

/**
 * Identity endpoints (registration spec §7, platform spec §7): register, login (with the lock-out of
 * server-rules.json), the signed-in identity, the change of a password and signing out everywhere (both revoke
 * every earlier token).
 */
export function identityRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const rateLimit = ctx.limitOf('sign-in');
  const { messages } = ctx.fixtures;
  const passwordLogin = createPasswordLogin(ctx);

  const tokenFor = (identity: IdentityRow, sid?: string) => ctx.tokens.sign({ sub: identity.uuid, org: identity.org_code, gen: identity.token_generation, ...(sid ? { sid } : {}) });
  const answerWithToken = async (reply: FastifyReply, identity: IdentityRow) => {
    const jwt = await tokenFor(identity);
    return reply.header('authorization', `Bearer ${jwt}`).send({ jwt });
  };

  return async (app: FastifyInstance) => {
    app.post<{ Body: Credentials }>('/identity/api/v1/registration/register', { schema: credentialsSchema, config: { rateLimit } }, async (request, reply) => {
      const brand = brandForRequest(ctx.data, request);
      const body = { email: (request.body?.email ?? '').trim(), password: request.body?.password ?? '', phoneNumber: request.body?.phoneNumber ?? '' };
      const errors = validateRegistration(ctx, brand, body);
      if (errors.length) throw new ApiError(400, errors);
      const existing = await findIdentityByEmail(ctx.db, brand.orgCode, body.email);
      if (existing) throw existingAccountRefusal(ctx, existing, brand);
      const phone = body.phoneNumber.replace(/\D+/g, '');
      let identity: IdentityRow;
      try {
        identity = await createAccount(ctx.db, { orgCode: brand.orgCode, email: body.email, passwordHash: await hashPassword(body.password), phone });
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index lets one through.
        const raced = await findIdentityByEmail(ctx.db, brand.orgCode, body.email);
        if (raced) throw existingAccountRefusal(ctx, raced, brand);
        throw error;
      }
      // The account is made; the code that confirms its e-mail goes out now (a failed send is logged: "send me a new code" retries).
      await sendVerificationMail(ctx, ctx.mailer, identity, brand).catch((error: unknown) => request.log.error({ err: error }, 'verification mail failed'));
      return answerWithToken(reply, identity);
    });

    app.post<{ Body: Credentials }>('/identity/api/v1/login', { schema: credentialsSchema, config: { rateLimit } }, async (request, reply) => {
      const brand = brandForRequest(ctx.data, request);
      const identity = await passwordLogin(brand.orgCode, request.body?.email ?? '', request.body?.password ?? '');
      return answerWithToken(reply, identity);
    });

    // The new password obeys the set-password rules: the change-password step shares its checks and constants.
    app.put<{ Body: PasswordChange }>('/identity/secure/api/v1/identity/password', { schema: passwordChangeSchema, preValidation: requireIdentity, config: { rateLimit } }, async (request, reply) => {
      const identity = identityOf(request);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(identity.password_hash, currentPassword))) throw apiError(400, messages.currentPasswordWrong);
      const brand = brandForRequest(ctx.data, request);
      const answers = { currentPassword, password: newPassword, confirmPassword: newPassword };
      const context = createRuleContext({ answers, brand, constants: ctx.data.constants, today: ctx.today() });
      const errors = validateSteps(ctx, ['change-password'], context, brand, ['password']);
      if (errors.length) throw new ApiError(400, errors);
      await replacePassword(ctx.db, identity.uuid, await hashPassword(newPassword));
      // Every earlier token is revoked; this tab goes on with a new one (the browser keeps an answer's Authorization).
      const changed = (await findIdentity(ctx.db, identity.uuid)) ?? identity;
      reply.header('authorization', `Bearer ${await tokenFor(changed, request.brokerSessionId)}`);
      return identityView(changed);
    });

    // Sign out everywhere: every token issued so far stops working and every broker session of the identity ends.
    app.post('/identity/secure/api/v1/identity/sign-out-everywhere', { preValidation: requireIdentity, config: { rateLimit } }, async (request, reply) => {
      const identity = identityOf(request);
      await revokeTokens(ctx.db, identity.uuid);
      await endBrokerSessionsOf(ctx.db, identity.uuid, new Date());
      return reply.code(204).send();
    });

    for (const path of ['/identity/secure/api/v1_1/identity', '/identity/secure/api/v1/identity']) {
      app.get(path, { preValidation: requireIdentity }, async (request) => identityView(identityOf(request)));
    }
  };
}
