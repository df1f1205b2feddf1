import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AppContext } from '../app-context';
import type { LinkProduct } from '../data/fixture-types';
import { brandForOrgCode } from '../http/resolve-brand';
import { consent, exchangeLink, startLinkSession, type ConsentForm } from '../lifecycle/link-calls';
import { findApplication } from '../repositories/applications';
import { findLinkSession, type LinkSessionRow } from '../repositories/link-sessions';
import { consentPage, expiredPage } from '../sandbox/link-consent-page';
import { answerOf, B, brandOf, ownedOf, ownerGuards, type UuidParams } from './lifecycle-route-kit';

type SessionParams = { Params: { id: string } };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The consent form's fields as strings (anything else counts as not given). Pure. */
function formOf(body: unknown): ConsentForm {
  const fields = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const field = (name: string) => (typeof fields[name] === 'string' ? (fields[name] as string).slice(0, 200) : undefined);
  return { institution: field('institution'), username: field('username'), password: field('password'), action: field('action') };
}

/**
 * The sandbox bank/payroll link provider (docs/application-lifecycle.md §3 link calls): the borrower's calls that
 * start a session and exchange its token (bearer token and owner guards like every call), and the provider's own
 * consent page (no token: the session id is an unguessable uuid), a server-rendered form posting to itself
 * (application/x-www-form-urlencoded, read only by that page's routes).
 */
export function linkProviderRoutes(ctx: AppContext) {
  const guards = ownerGuards(ctx);
  const provider = ctx.fixtures.linkProvider;
  const rateLimit = ctx.limitOf('sign-in');

  const html = (reply: FastifyReply, status: number, page: string) =>
    reply.code(status).header('Content-Type', 'text/html; charset=utf-8').header('Cache-Control', 'no-store').send(page);

  /** The session of the path when it still waits for consent. */
  const pendingSession = async (id: string): Promise<LinkSessionRow | undefined> => {
    const session = UUID.test(id) ? await findLinkSession(ctx.db, id) : undefined;
    return session?.state === 'PENDING' ? session : undefined;
  };

  /** The lender's name: the company of the brand the session was started under (its organisation's brand otherwise). */
  const lenderOf = async (session: LinkSessionRow) => {
    const application = await findApplication(ctx.db, session.application_uuid);
    const brandId = new URLSearchParams(session.return_query).get('org') ?? '';
    const preferred = Object.prototype.hasOwnProperty.call(ctx.data.brands, brandId) ? ctx.data.brands[brandId] : undefined;
    return brandForOrgCode(ctx.data, application?.org_code ?? '', preferred).companyName;
  };

  const screen = async (session: LinkSessionRow, extra: { error?: string; username?: string; institution?: string } = {}) =>
    consentPage(provider, { sessionUuid: session.uuid, product: session.product as LinkProduct, lender: await lenderOf(session), ...extra });

  return async (app: FastifyInstance) => {
    app.post<UuidParams>(`${B}/link/sessions`, { preValidation: guards }, async (request, reply) => {
      const row = await ownedOf(ctx, request);
      return reply.code(201).send(await startLinkSession(ctx, row, request.body, brandOf(ctx, request).id));
    });

    app.post<UuidParams>(`${B}/link/exchange`, { preValidation: guards }, async (request) => {
      const row = await ownedOf(ctx, request);
      return answerOf(ctx, await exchangeLink(ctx, row, request.body));
    });

    await app.register(async (pages) => {
      // Only the consent page reads form bodies.
      await pages.register(formbody, { bodyLimit: 4096 });

      pages.get<SessionParams>('/sandbox-link/:id', async (request, reply) => {
        const session = await pendingSession(request.params.id);
        return session ? html(reply, 200, await screen(session)) : html(reply, 404, expiredPage(provider));
      });

      pages.post<SessionParams>('/sandbox-link/:id', { config: { rateLimit } }, async (request, reply) => {
        const session = await pendingSession(request.params.id);
        const form = formOf(request.body);
        const result = await consent(ctx, session, form);
        if (result.kind === 'redirect') return reply.code(303).header('Cache-Control', 'no-store').redirect(result.location, 303);
        if (result.kind === 'again' && session) {
          return html(reply, 200, await screen(session, { error: result.error, username: form.username, institution: form.institution }));
        }
        return html(reply, 404, expiredPage(provider));
      });
    });
  };
}
