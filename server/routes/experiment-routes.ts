import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { createRequireIdentity } from '../http/require-identity';
import { ownedApplication } from '../lifecycle/owned-application';
import { listApplicationExperiments, saveApplicationExperiments, type ExperimentRecord } from '../repositories/experiments';

/** Platform §5: the message a save without an application id gets. */
export const APP_ID_REQUIRED = 'App ID is required to save experiment';

const experimentsSchema = {
  body: {
    type: 'object', required: ['experiments'],
    properties: {
      experiments: {
        type: 'array', maxItems: 100,
        items: {
          type: 'object', required: ['name', 'variation'],
          properties: { name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]*$', maxLength: 200 }, variation: { enum: ['variation', 'control'] } },
        },
      },
    },
  },
} as const;

type Params = { Params: { uuid?: string } };
const PATH = '/service-application/api/v1/application/heloc';

/** A client that has no application id sends an empty segment or the text of a missing value. Pure. */
const isMissingId = (uuid: string | undefined) => !uuid || ['undefined', 'null'].includes(uuid.trim()) || !uuid.trim();

/**
 * Saving the experiments an application was shown (platform §7): the owner only (another borrower's or an unknown
 * application → 404, before the body is read), no application id → 400 'App ID is required to save experiment'.
 * Answers every experiment saved on the application.
 */
export function experimentRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  const guards = [
    async (request: FastifyRequest, reply: FastifyReply) => { await requireIdentity.call(undefined as never, request, reply); },
    async (request: FastifyRequest) => {
      const { uuid } = request.params as { uuid?: string };
      if (isMissingId(uuid)) throw apiError(400, APP_ID_REQUIRED);
      await ownedApplication(ctx, request, uuid as string);
    },
  ];
  return async (app: FastifyInstance) => {
    app.patch<Params & { Body: { experiments: ExperimentRecord[] } }>(
      `${PATH}/:uuid/experiments`, { preValidation: guards, schema: experimentsSchema }, async (request) => {
        const uuid = request.params.uuid as string;
        // One record per name: the last one sent wins.
        const byName = new Map(request.body.experiments.map((e) => [e.name, e]));
        await saveApplicationExperiments(ctx.db, uuid, [...byName.values()], new Date().toISOString());
        return { applicationUuid: uuid, experiments: await listApplicationExperiments(ctx.db, uuid) };
      },
    );
    // No id at all (`…/heloc/experiments`): the same 400 as an empty one.
    app.patch(`${PATH}/experiments`, { preValidation: guards[0] }, async () => { throw apiError(400, APP_ID_REQUIRED); });
  };
}
