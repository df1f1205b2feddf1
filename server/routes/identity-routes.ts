import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { apiError, ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForRequest } from '../http/resolve-brand';
import { createAccount, findIdentityByEmail, type IdentityRow } from '../repositories/identities';
import { validateRegistration } from '../validation/validate-registration';
import { identityView } from '../views/identity-view';

const credentialsSchema = {
  body: {
    type: 'object',
    properties: { email: { type: 'string' }, password: { type: 'string' }, phoneNumber: { type: 'string' } },
  },
} as const;

type Credentials = { email?: string; password?: string; phoneNumber?: string };

/** Identity endpoints (registration spec §7, platform spec §7): register, login, and the signed-in identity. */
export function identityRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const rateLimit = { max: ctx.rateLimit.max, timeWindow: ctx.rateLimit.timeWindow };
  const { messages } = ctx.fixtures;
  // Compared against when the e-mail is unknown, so a wrong e-mail costs as long as a wrong password.
  const decoyHash = hashPassword('decoy-password-never-matches');

  const answerWithToken = async (reply: FastifyReply, identity: IdentityRow) => {
    const jwt = await ctx.tokens.sign({ sub: identity.uuid, org: identity.org_code });
    return reply.header('authorization', `Bearer ${jwt}`).send({ jwt });
  };

  return async (app: FastifyInstance) => {
    app.post<{ Body: Credentials }>('/identity/api/v1/registration/register', { schema: credentialsSchema, config: { rateLimit } }, async (request, reply) => {
      const brand = brandForRequest(ctx.data, request);
      const body = { email: (request.body?.email ?? '').trim(), password: request.body?.password ?? '', phoneNumber: request.body?.phoneNumber ?? '' };
      const errors = validateRegistration(ctx, brand, body);
      if (errors.length) throw new ApiError(400, errors);
      if (await findIdentityByEmail(ctx.db, brand.orgCode, body.email)) throw apiError(401, messages.identityExists);
      const phone = body.phoneNumber.replace(/\D+/g, '');
      let identity: IdentityRow;
      try {
        identity = await createAccount(ctx.db, { orgCode: brand.orgCode, email: body.email, passwordHash: await hashPassword(body.password), phone });
      } catch (error) {
        // Two registrations racing for one e-mail: the unique index lets one through.
        if (await findIdentityByEmail(ctx.db, brand.orgCode, body.email)) throw apiError(401, messages.identityExists);
        throw error;
      }
      return answerWithToken(reply, identity);
    });

    app.post<{ Body: Credentials }>('/identity/api/v1/login', { schema: credentialsSchema, config: { rateLimit } }, async (request, reply) => {
      const brand = brandForRequest(ctx.data, request);
      const email = (request.body?.email ?? '').trim();
      const password = request.body?.password ?? '';
      const identity = email ? await findIdentityByEmail(ctx.db, brand.orgCode, email) : undefined;
      const ok = await verifyPassword(identity?.password_hash ?? (await decoyHash), password);
      if (!identity || !ok) throw apiError(401, messages.invalidLogin);
      return answerWithToken(reply, identity);
    });

    for (const path of ['/identity/secure/api/v1_1/identity', '/identity/secure/api/v1/identity']) {
      app.get(path, { preHandler: requireIdentity }, async (request) => identityView(identityOf(request)));
    }
  };
}
