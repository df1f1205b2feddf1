import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { searchAddresses } from '../addresses/search-addresses';
import { stateLicensesFor, waitlistFor } from '../applications/eligibility-lists';
import { apiError } from '../http/api-error';
import { brandForRequest } from '../http/resolve-brand';

type OrgQuery = { Querystring: { orgCode?: string; org?: string } };

/** Public (no sign-in) look-ups: waitlists, state licences, referrals and the address type-ahead. */
export function externalRoutes(ctx: AppContext) {
  const base = '/service-application/external/api';
  const orgOf = (request: Parameters<typeof brandForRequest>[1]) =>
    brandForRequest(ctx.data, request, (request.query as { orgCode?: string }).orgCode).orgCode;

  return async (app: FastifyInstance) => {
    app.get<OrgQuery>(`${base}/v2/heloc/states-eligibility`, async (request) => ({
      waitlistStates: waitlistFor(ctx.fixtures, orgOf(request)).waitlistStates,
    }));

    app.get<OrgQuery>(`${base}/v1/heloc/zip-eligibility`, async (request) => ({
      waitlistZips: waitlistFor(ctx.fixtures, orgOf(request)).waitlistZips,
    }));

    app.get<OrgQuery>(`${base}/v1/heloc/state-licenses`, async (request) => stateLicensesFor(ctx.fixtures, orgOf(request), ctx.data.constants.usStateFacts));

    app.get<{ Params: { referralUuid: string } }>(`${base}/v1/heloc/referral-id/:referralUuid`, { config: { rateLimit: ctx.limitOf('lookups') } }, async (request) => {
      const referral = ctx.fixtures.referrals[request.params.referralUuid.toLowerCase()];
      if (!referral) throw apiError(404, ctx.fixtures.messages.notFound);
      return { status: referral.status, email: referral.email };
    });

    app.get<{ Querystring: { filter?: string } }>('/service-address/external/api/v1/addresses', { config: { rateLimit: ctx.limitOf('lookups') } }, async (request) =>
      searchAddresses(ctx.fixtures.addresses, String(request.query.filter ?? ''), ctx.fixtures.serverRules.addressSearch));
  };
}
