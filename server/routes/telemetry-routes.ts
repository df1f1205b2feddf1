import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { createContextGuard, type ContextParams } from '../flags/context-guard';
import { interpolate } from '../../engine/core';
import { ApiError, apiError } from '../http/api-error';
import { brandForRequest } from '../http/resolve-brand';
import { findTelemetrySession, insertTelemetryEvent, insertTelemetrySession } from '../repositories/telemetry';

/** Platform §3 Telemetry session key. */
interface SessionKey { uuid?: string; epoch?: number; trackerUuid?: string }

interface SessionBody {
  platform: 'WEB'; libraryVersion?: string; appVersion?: string; referrer?: string; queryString?: string;
  screenWidth?: number; screenHeight?: number; windowWidth?: number; windowHeight?: number; sessionKey?: SessionKey;
}

interface EventBody {
  event: string; eventType: string; productType: 'HELOC'; sessionKey: SessionKey; domain?: string; queryString?: string; pagePath?: string;
  identityId?: string; applicationUuid?: string; eventProperties: Record<string, unknown>; dontDedupe: boolean; dedupeProperty?: string;
}

const UUID = '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$';
const text = (max: number) => ({ type: 'string', maxLength: max }) as const;
const size = { type: 'integer', minimum: 0, maximum: 100_000 } as const;
const sessionKey = {
  type: 'object',
  properties: { uuid: { type: 'string', pattern: UUID }, epoch: { type: 'number' }, trackerUuid: { type: 'string', pattern: UUID } },
} as const;

const sessionSchema = {
  body: {
    type: 'object', required: ['platform'],
    properties: {
      platform: { enum: ['WEB'] }, libraryVersion: text(50), appVersion: text(50), referrer: text(2000), queryString: text(2000),
      screenWidth: size, screenHeight: size, windowWidth: size, windowHeight: size, sessionKey,
    },
  },
} as const;

const eventSchema = {
  body: {
    type: 'object', required: ['event', 'sessionKey'],
    properties: {
      event: { type: 'string', minLength: 1, maxLength: 200 }, eventType: { ...text(50), default: 'APP_EVENT' },
      productType: { enum: ['HELOC'], default: 'HELOC' }, sessionKey: { ...sessionKey, required: ['uuid'] },
      domain: text(255), queryString: text(2000), pagePath: text(2000), identityId: text(100), applicationUuid: text(100),
      eventProperties: { type: 'object', default: {} }, dontDedupe: { type: 'boolean', default: true }, dedupeProperty: text(200),
    },
  },
} as const;

/**
 * The de-duplication key of an event (platform §7 event call): none when `dontDedupe` is true (the default), so every
 * such event is stored; otherwise the event name plus the value of `eventProperties[dedupeProperty]` (just the name when
 * no dedupeProperty is given), so within one session an event with the same name and value is stored once. Pure.
 */
export function dedupeKey(body: Pick<EventBody, 'event' | 'dontDedupe' | 'dedupeProperty' | 'eventProperties'>): string | null {
  if (body.dontDedupe !== false) return null;
  const value = body.dedupeProperty === undefined ? null : body.eventProperties?.[body.dedupeProperty] ?? null;
  return JSON.stringify([body.event, body.dedupeProperty ?? null, value]);
}

/**
 * Telemetry (platform §7): POST /ft/{context}/session starts (or resumes) a session and answers its key; POST
 * /ft/{context}/event stores a page view or app event of a known session. 'secure' needs the bearer token and takes
 * the identity from it. Bounded (server-rules.json http.telemetry): a body over maxBodyBytes, or a free-form part to
 * store (eventProperties, the session's details) over maxStoredBytes, is refused 413 TOO_LARGE.
 */
export function telemetryRoutes(ctx: AppContext) {
  const guard = createContextGuard(ctx);
  const { maxBodyBytes: bodyLimit, maxStoredBytes } = ctx.fixtures.serverRules.http.telemetry;
  /** The JSON to store of a free-form part of the body; over maxStoredBytes → 413 TOO_LARGE naming the field. */
  const storable = (field: string, value: unknown): string => {
    const json = JSON.stringify(value);
    if (Buffer.byteLength(json) > maxStoredBytes) {
      throw new ApiError(413, [{ message: interpolate(ctx.fixtures.messages.storedTooLarge, { field, max: maxStoredBytes }), field }]);
    }
    return json;
  };
  return async (app: FastifyInstance) => {
    app.post<ContextParams & { Body: SessionBody }>('/ft/:context/session', { preValidation: guard, schema: sessionSchema, bodyLimit, config: { rateLimit: ctx.limitOf('telemetry') } }, async (request) => {
      const { sessionKey: given, platform, ...details } = request.body;
      const known = given?.uuid ? await findTelemetrySession(ctx.db, given.uuid) : undefined;
      // The same tab coming back with its key resumes that session; a known tracker with a new session keeps the tracker.
      if (known && known.tracker_uuid === given?.trackerUuid) {
        return { sessionKey: { uuid: known.uuid, epoch: Number(known.epoch), trackerUuid: known.tracker_uuid } };
      }
      const key = { uuid: randomUUID(), epoch: Date.now(), trackerUuid: given?.trackerUuid ?? randomUUID() };
      await insertTelemetrySession(ctx.db, {
        uuid: key.uuid, tracker_uuid: key.trackerUuid, epoch: key.epoch, context: request.params.context,
        org_code: brandForRequest(ctx.data, request).orgCode, identity_uuid: request.identity?.uuid ?? null, platform,
        details: storable('details', details), created_at: new Date(key.epoch).toISOString(),
      });
      return { sessionKey: key };
    });

    app.post<ContextParams & { Body: EventBody }>('/ft/:context/event', { preValidation: guard, schema: eventSchema, bodyLimit, config: { rateLimit: ctx.limitOf('telemetry') } }, async (request) => {
      const body = request.body;
      const eventProperties = storable('eventProperties', body.eventProperties ?? {});
      const session = await findTelemetrySession(ctx.db, body.sessionKey.uuid as string);
      if (!session) throw apiError(400, 'sessionKey does not name a session; start one with the session call');
      const uuid = randomUUID();
      const stored = await insertTelemetryEvent(ctx.db, {
        uuid, session_uuid: session.uuid, event: body.event, event_type: body.eventType, product_type: body.productType,
        page_path: body.pagePath ?? null, domain: body.domain ?? null, query_string: body.queryString ?? null,
        identity_uuid: request.identity?.uuid ?? body.identityId ?? null, application_uuid: body.applicationUuid ?? null,
        event_properties: eventProperties, dedupe_key: dedupeKey(body), created_at: new Date().toISOString(),
      });
      return stored ? { stored: true, uuid } : { stored: false, duplicate: true };
    });
  };
}
