import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { findOriginator } from '../applications/eligibility-lists';
import type { LoanOriginatorDisplay } from '../../engine/core';
import type { LoanOriginator } from '../data/fixture-types';
import { apiError } from '../http/api-error';

/** The display information of a loan originator (platform spec §3). Pure. */
function originatorView(o: LoanOriginator): LoanOriginatorDisplay {
  return { uuid: o.uuid, originatorName: o.originatorName, brokerName: o.brokerName, avatarUri: o.avatarUri, email: o.email, phoneNumber: o.phoneNumber, nmls: o.nmls };
}

/** Lead-portal look-ups of the sandbox loan originators: by uuid, their licensed states, and the default for a state. */
export function leadPortalRoutes(ctx: AppContext) {
  const { loanOriginators, messages } = ctx.fixtures;
  const lookups = { config: { rateLimit: ctx.limitOf('lookups') } };
  const byUuid = (uuid: string) => {
    const o = findOriginator(ctx.fixtures, uuid.toLowerCase());
    if (!o) throw apiError(404, messages.notFound);
    return o;
  };

  return async (app: FastifyInstance) => {
    app.get<{ Querystring: { state?: string } }>('/lead-portal/api/v1/lo/default', lookups, async (request) => {
      const state = String(request.query.state ?? '').toUpperCase();
      return originatorView(byUuid(loanOriginators.defaultByState[state] ?? loanOriginators.defaultByState['*']));
    });

    app.get<{ Params: { uuid: string } }>('/lead-portal/api/v1/lo/:uuid', lookups, async (request) => originatorView(byUuid(request.params.uuid)));

    app.get<{ Params: { uuid: string } }>('/lead-portal/api/v1/lo/:uuid/licensed-states', lookups, async (request) => {
      const o = byUuid(request.params.uuid);
      return { licensedStates: o.licensedStates, enforceLicensedStatesForReferral: o.enforceLicensedStatesForReferral };
    });
  };
}
