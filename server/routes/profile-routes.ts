import { createRuleContext } from '../../engine/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { findProfile, updateProfile } from '../repositories/profiles';
import { validateSteps } from '../validation/validate-steps';
import { profileView } from '../views/profile-view';

type NameBody = { firstName?: string; middleName?: string; lastName?: string; suffix?: string };

const nameSchema = {
  body: {
    type: 'object',
    properties: { firstName: { type: 'string' }, middleName: { type: 'string' }, lastName: { type: 'string' }, suffix: { type: 'string' } },
  },
} as const;

/** Profile endpoints: the profile, its name (checked with the legal-name step) and the consent types. */
export function profileRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const consentTypes = async () => ctx.fixtures.consentTypes;

  return async (app: FastifyInstance) => {
    app.get('/service-profile/api/v1/profile', { preValidation: requireIdentity }, async (request) => {
      const identity = identityOf(request);
      return profileView(identity, await findProfile(ctx.db, identity.uuid));
    });

    app.put<{ Body: NameBody }>('/service-profile/api/v1/profile/name', { preValidation: requireIdentity, schema: nameSchema }, async (request) => {
      const identity = identityOf(request);
      const brand = brandForOrgCode(ctx.data, identity.org_code, brandForRequest(ctx.data, request));
      const { firstName, middleName, lastName, suffix } = request.body ?? {};
      const name = JSON.parse(JSON.stringify({ firstName, middleName: middleName || undefined, lastName, suffix: suffix ?? '' }));
      const context = createRuleContext({ answers: { name }, brand, constants: ctx.data.constants, today: ctx.today() });
      const errors = validateSteps(ctx, ['legal-name'], context, brand);
      if (errors.length) throw new ApiError(400, errors);
      const profile = await updateProfile(ctx.db, identity.uuid, {
        first_name: name.firstName, middle_name: name.middleName ?? null, last_name: name.lastName, suffix: name.suffix || null,
      });
      return profileView(identity, profile);
    });

    app.get('/service-profile/api/v1/profile/consent-types', consentTypes);
    app.get('/service-application/api/v1/application/heloc/consent-types', consentTypes);
  };
}
