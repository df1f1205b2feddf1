import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { ApiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { brandForOrgCode, brandForRequest } from '../http/resolve-brand';
import { ownedApplication } from '../lifecycle/owned-application';
import { insertFeedback } from '../repositories/feedback';
import { stepBodyCheck } from '../validation/step-body';

/** The form step whose validator checks the feedback's answers (flows/platform/steps/feedback.step.json). */
export const FEEDBACK_STEP = 'feedback';

type FeedbackBody = { applicationUuid?: string | null; topic: string; message: string; marketingConsent: boolean; pathname: string; productType: 'HELOC' };

/** What the route itself checks: where the feedback was sent from and the product; the answers are the step's. */
const bodySchema = {
  type: 'object',
  required: ['pathname', 'productType'],
  properties: {
    applicationUuid: { type: ['string', 'null'], maxLength: 64 },
    pathname: { type: 'string', minLength: 1, maxLength: 2000, pattern: '^/' },
    productType: { enum: ['HELOC'] },
  },
} as const;

/**
 * POST {profile service}/api/v1/feedback/ceo (platform §7): signed-in users only; topic, message and marketing
 * consent are checked with the feedback step's precompiled validator (400 with the brand's words); an application
 * named must be the user's own (404 otherwise). Stores the feedback and answers it.
 */
export function feedbackRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  // Before the body is validated, so an anonymous caller gets 401 whatever it sent.
  const signedIn = async (request: FastifyRequest, reply: FastifyReply) => { await requireIdentity.call(undefined as never, request, reply); };
  const check = stepBodyCheck(ctx, FEEDBACK_STEP, { type: 'object' });
  return async (app: FastifyInstance) => {
    app.post<{ Body: FeedbackBody }>('/service-profile/api/v1/feedback/ceo', { preValidation: signedIn, schema: { body: bodySchema } }, async (request) => {
      const identity = identityOf(request);
      const brand = brandForOrgCode(ctx.data, identity.org_code, brandForRequest(ctx.data, request));
      const errors = check.errors(request.body as unknown as Record<string, unknown>, brand);
      if (errors.length) throw new ApiError(400, errors);
      const { applicationUuid, topic, message, marketingConsent, pathname, productType } = request.body;
      if (applicationUuid) await ownedApplication(ctx, request, applicationUuid);
      const row = await insertFeedback(ctx.db, {
        identityUuid: identity.uuid, orgCode: identity.org_code, applicationUuid: applicationUuid ?? null, topic, message,
        marketingConsent, pathname, productType,
      });
      return {
        uuid: row.uuid, applicationUuid: row.application_uuid, topic: row.topic, message: row.message,
        marketingConsent: row.marketing_consent === 1, pathname: row.pathname, productType: row.product_type, created: row.created_at,
      };
    });
  };
}
