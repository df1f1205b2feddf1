import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CreateHelocBody } from '../../engine/core';
import type { AppContext } from '../app-context';
import { abilityToStart } from '../applications/ability-to-start';
import { createApplication } from '../applications/create-application';
import { findOriginator } from '../applications/eligibility-lists';
import { refuseSigner } from '../http/require-borrower';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { createRequireVerifiedEmail } from '../http/require-verified-email';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { applicationAnswer } from '../lifecycle/application-answer';
import { listApplications } from '../repositories/applications';
import { findIdentitiesForEmail } from '../repositories/identities';
import { ownedApplication } from '../lifecycle/owned-application';

const object = { type: 'object' } as const;
const array = { type: 'array' } as const;

/** Only the top-level shape is checked here; the fields are checked by the registration steps' validators. */
const createSchema = {
  querystring: { type: 'object', properties: { state: { type: 'string' } } },
  body: {
    type: 'object',
    properties: {
      consentRequests: { type: 'array', items: object }, consentListRequest: array, abVersionsRequest: array,
      income: object, profileRequest: object, propertyRequest: object, utmParameters: object,
    },
  },
} as const;

/** Application endpoints: create a HELOC, read one or all, and whether the borrower may start one. */
export function applicationRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  // Starting an application and learning about the borrower's (or the same e-mail's) applications wait for a confirmed e-mail.
  // An additional signer's token gets none of them (403): they have no application of their own.
  const verified = [requireIdentity, async (request: FastifyRequest) => refuseSigner(ctx, request), createRequireVerifiedEmail(ctx)];

  return async (app: FastifyInstance) => {
    app.post<{ Body: Partial<CreateHelocBody>; Querystring: { state?: string } }>(
      '/service-application/api/v3/application/helocs', { preValidation: verified, schema: createSchema, config: { rateLimit: ctx.limitOf('create-application') } },
      async (request) => {
        const identity = identityOf(request);
        const brand = brandForOrgCode(ctx.data, identity.org_code, brandForRequest(ctx.data, request));
        return createApplication(ctx, identity, brand, request.body ?? {}, request.query.state);
      },
    );

    app.get('/service-application/api/v1/application/heloc/all', { preValidation: verified }, async (request) => {
      const rows = await listApplications(ctx.db, [identityOf(request).uuid]);
      return Promise.all(rows.map((row) => applicationAnswer(ctx, row)));
    });

    app.get<{ Params: { uuid: string } }>('/service-application/api/v1/application/heloc/:uuid', { preValidation: requireIdentity }, async (request) => {
      // Another borrower's application answers exactly like a missing one.
      return applicationAnswer(ctx, await ownedApplication(ctx, request, request.params.uuid));
    });

    app.get('/service-search/api/v1/profiles/actions/verify-ability-to-start-application', { preValidation: verified }, async (request) => {
      const sameBorrower = await findIdentitiesForEmail(ctx.db, identityOf(request).email);
      const apps = await listApplications(ctx.db, sameBorrower.map((i) => i.uuid));
      return abilityToStart(apps, ctx.today(), ctx.fixtures.serverRules.recentHelocDays, (uuid) => findOriginator(ctx.fixtures, uuid));
    });
  };
}
