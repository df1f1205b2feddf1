import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isSafeRedirect } from '../../engine/core';
import type { AppContext } from '../app-context';
import {
  BROKER_AUDIENCES, brokerCookieName, clearedSessionCookie, newSessionSecret, readCookie, sessionCookie, sessionIdOf, type BrokerAudience,
} from '../auth/broker-cookie';
import { createPasswordLogin } from '../auth/password-login';
import { apiError } from '../http/api-error';
import { brandForRequest } from '../http/resolve-brand';
import {
  claimLoginRequest, endBrokerSession, findActiveBrokerSession, findOpenLoginRequest, openBrokerSession, saveLoginRequest,
} from '../repositories/broker-store';
import { findIdentity } from '../repositories/identities';
import { identityView } from '../views/identity-view';

const params = { type: 'object', required: ['audience'], properties: { audience: { enum: [...BROKER_AUDIENCES] } } } as const;
const loginSchema = {
  params,
  querystring: {
    type: 'object',
    properties: {
      redirectUrl: { type: 'string', maxLength: 2000 },
      nonce: { type: 'string', pattern: '^[A-Za-z0-9_-]{16,128}$' },
      telemetryTrackingId: { type: 'string', maxLength: 100 },
    },
  },
} as const;
const authorizeSchema = {
  params,
  body: {
    type: 'object', required: ['login', 'email', 'password'],
    properties: { login: { type: 'string', maxLength: 100 }, email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 256 } },
  },
} as const;

type Audience = { audience: BrokerAudience };
type LoginQuery = { redirectUrl?: string; nonce?: string; telemetryTrackingId?: string };
type AuthorizeBody = { login: string; email: string; password: string };

/**
 * The sandbox identity broker (platform §7 'Identity and profile', docs/identity.md): login starts a sign-in request
 * and answers the hosted sign-in page to go to; authorize checks the password there and opens a session in an
 * HttpOnly cookie; figureinfo answers the session's user (with its nonce and a bearer token); logout ends it.
 */
export function identityBrokerRoutes(ctx: AppContext) {
  const passwordLogin = createPasswordLogin(ctx);
  const rateLimit = ctx.limitOf('sign-in');
  const { broker } = ctx.fixtures.serverRules;
  const { access } = ctx.data;
  const { messages } = ctx.fixtures;
  // Secure by default (AppOptions.secureCookies); over https always.
  const secure = (request: FastifyRequest) => ctx.secureCookies || request.protocol === 'https';
  const sessionOf = async (request: FastifyRequest, audience: BrokerAudience) => {
    const secret = readCookie(request.headers.cookie, brokerCookieName(audience));
    return secret ? findActiveBrokerSession(ctx.db, sessionIdOf(secret), new Date()) : undefined;
  };

  return async (app: FastifyInstance) => {
    app.post<{ Params: Audience; Querystring: LoginQuery }>('/identity-broker/:audience/api/v3/login', { schema: loginSchema, config: { rateLimit } }, async (request) => {
      const { audience } = request.params;
      const { redirectUrl, nonce, telemetryTrackingId } = request.query;
      const now = new Date();
      const id = randomUUID();
      const applicationName = request.headers['x-auth0-application-name'];
      await saveLoginRequest(ctx.db, {
        id, audience, org_code: brandForRequest(ctx.data, request).orgCode, nonce: nonce ?? null,
        redirect_url: isSafeRedirect(redirectUrl) ? redirectUrl : null, tracking_id: telemetryTrackingId ?? null,
        application_name: typeof applicationName === 'string' ? applicationName.slice(0, 100) : null,
        created_at: now.toISOString(), expires_at: new Date(now.getTime() + broker.loginRequestMinutes * 60_000).toISOString(), used_at: null,
      });
      return { redirect: `${access.loginPages.broker.replace('{audience}', audience)}?login=${id}` };
    });

    app.post<{ Params: Audience; Body: AuthorizeBody }>('/identity-broker/:audience/api/v3/authorize', { schema: authorizeSchema, config: { rateLimit } }, async (request, reply) => {
      const { audience } = request.params;
      const now = new Date();
      const login = await findOpenLoginRequest(ctx.db, request.body.login, now);
      if (!login || login.audience !== audience) throw apiError(400, messages.loginRequestExpired);
      const identity = await passwordLogin(login.org_code, request.body.email, request.body.password);
      if (audience === 'agent' && identity.is_broker !== 1) throw apiError(403, messages.agentOnly);
      if (!(await claimLoginRequest(ctx.db, login.id, now))) throw apiError(400, messages.loginRequestExpired);
      const { secret, id } = newSessionSecret();
      const maxAge = broker.sessionHours * 3600;
      await openBrokerSession(ctx.db, {
        id, identity_uuid: identity.uuid, org_code: identity.org_code, audience, nonce: login.nonce,
        created_at: now.toISOString(), expires_at: new Date(now.getTime() + maxAge * 1000).toISOString(), ended_at: null,
      });
      reply.header('set-cookie', sessionCookie(audience, secret, maxAge, secure(request)));
      return { redirect: login.redirect_url ?? access.defaultRedirect };
    });

    app.get<{ Params: Audience }>('/identity-broker/:audience/secure/api/v3/self/figureinfo', { schema: { params } }, async (request, reply: FastifyReply) => {
      const session = await sessionOf(request, request.params.audience);
      const identity = session ? await findIdentity(ctx.db, session.identity_uuid) : undefined;
      // A session of another organisation (another brand on the same host) is no session here.
      if (!session || !identity || identity.org_code !== brandForRequest(ctx.data, request).orgCode) throw apiError(401, messages.unauthenticated);
      const jwt = await ctx.tokens.sign({ sub: identity.uuid, org: identity.org_code, gen: identity.token_generation, sid: session.id });
      reply.header('authorization', `Bearer ${jwt}`).header('cache-control', 'no-store');
      return { ...identityView(identity), nonce: session.nonce };
    });

    app.post<{ Params: Audience }>('/identity-broker/:audience/secure/api/v3/logout', { schema: { params } }, async (request, reply) => {
      const { audience } = request.params;
      const secret = readCookie(request.headers.cookie, brokerCookieName(audience));
      if (secret) await endBrokerSession(ctx.db, sessionIdOf(secret), new Date());
      reply.header('set-cookie', clearedSessionCookie(audience, secure(request)));
      return { redirect: access.loginPages.legacy };
    });
  };
}
