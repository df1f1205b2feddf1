import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { apiError } from '../http/api-error';
import { createRequireIdentity, identityOf } from '../http/require-identity';
import { listNotifications, setNotificationStatus } from '../repositories/notifications';
import { notificationView } from '../views/notification-view';

const BASE = '/service-notification/secure/api/v1/notifications';

const patchSchema = {
  params: { type: 'object', properties: { uuid: { type: 'string', maxLength: 64 } } },
  body: { type: 'object', required: ['status'], additionalProperties: false, properties: { status: { enum: ['READ', 'UNREAD'] } } },
} as const;

/**
 * The notification service: the signed-in user's notifications, newest first, and marking one read. Another user's
 * notification and a missing one answer the same 404.
 */
export function notificationRoutes(ctx: AppContext) {
  const requireIdentity = createRequireIdentity(ctx);
  return async (app: FastifyInstance) => {
    app.get(BASE, { preValidation: requireIdentity }, async (request) => {
      const rows = await listNotifications(ctx.db, identityOf(request).uuid);
      return rows.map(notificationView);
    });

    app.patch<{ Params: { uuid: string }; Body: { status: 'READ' | 'UNREAD' } }>(
      `${BASE}/:uuid`, { preValidation: requireIdentity, schema: patchSchema },
      async (request) => {
        const row = await setNotificationStatus(ctx.db, identityOf(request).uuid, request.params.uuid, request.body.status);
        if (!row) throw apiError(404, ctx.fixtures.messages.notFound);
        return notificationView(row);
      },
    );
  };
}
