import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context';
import { mailSignerOfCondition } from '../co-signers/condition-mail';
import { signerConditionsFor } from '../conditions/condition-access';
import { signerConditionsSetting } from '../conditions/condition-data';
import { attachmentDisposition } from '../files/document-names';
import { ApiError } from '../http/api-error';
import { brandForOrgCode } from '../http/resolve-brand';
import { findApplication, type ApplicationRow } from '../repositories/applications';
import { findDocument } from '../repositories/documents';
import { appendAudit, appendViewAudit } from '../repositories/staff-audit';
import { consoleApplication } from './console-application';
import { consoleClear, consoleComment, consoleConditions, consoleRaise, type ConsoleRaise } from './console-conditions';
import { CONSOLE_PATHS } from './console-paths';
import { moveStatus, type StatusMove } from './move-status';
import { createRequireStaff, requireAction, staffOf } from './require-staff';
import { searchApplications } from './search-applications';
import { createStaffSignIn, staffView } from './staff-sign-in';

type UuidParams = { Params: { uuid: string } };
type ConditionParams = { Params: { uuid: string; conditionUuid: string } };

const signInSchema = {
  body: {
    type: 'object', required: ['email', 'password'], additionalProperties: false,
    properties: { email: { type: 'string', maxLength: 320 }, password: { type: 'string', maxLength: 200 } },
  },
} as const;

const moveSchema = {
  body: {
    type: 'object', required: ['status', 'reason'], additionalProperties: false,
    properties: { status: { type: 'string', maxLength: 80 }, reason: { type: 'string', maxLength: 5000 } },
  },
} as const;

const text = { type: 'string', maxLength: 10_000 } as const;

const raiseSchema = {
  body: {
    type: 'object', required: ['category'], additionalProperties: false,
    properties: {
      category: { type: 'string', maxLength: 80 }, notes: text, comment: text,
      requestDocuments: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 80 } },
      numDocsRequired: { type: 'integer' }, coSignerUuid: { type: 'string', maxLength: 80 },
    },
  },
} as const;

const commentSchema = { body: { type: 'object', required: ['comment'], additionalProperties: false, properties: { comment: text } } } as const;
const clearSchema = { body: { type: 'object', required: ['reason'], additionalProperties: false, properties: { reason: text } } } as const;

/**
 * The lender's operations console API (docs/console.md; not registered in production): staff sign-in with its own
 * token audience, who is signed in, application search, one application (status, routing decision, documents,
 * history, audit), a document's bytes, the QA status move with a reason, and an application's conditions (list, raise, comment, clear). Every call but sign-in needs a staff
 * token; each checks the role table (flows/platform/console-roles.json) and writes an audit row (a look at an application
 * or its conditions once per console-roles.json `refresh.viewAuditWindowMs`, as the application page refreshes itself).
 */
export function consoleRoutes(ctx: AppContext) {
  const requireStaff = createRequireStaff(ctx);
  const signIn = createStaffSignIn(ctx);
  const { search: searchRules, refresh: { viewAuditWindowMs } } = ctx.data.consoleRoles;
  const searchSchema = {
    querystring: {
      type: 'object', additionalProperties: false,
      properties: {
        q: { type: 'string', maxLength: searchRules.maxQueryLength }, status: { type: 'string', pattern: '^[A-Z0-9_]*$', maxLength: 80 },
        page: { type: 'integer', minimum: 1, maximum: 100_000 },
      },
    },
  };

  const applicationOf = async (uuid: string): Promise<ApplicationRow> => {
    const row = await findApplication(ctx.db, uuid);
    if (!row) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
    return row;
  };

  return async (app: FastifyInstance) => {
    app.decorateRequest('staff', null);

    app.post<{ Body: { email: string; password: string } }>(CONSOLE_PATHS.login, { schema: signInSchema, config: { rateLimit: ctx.limitOf('sign-in') } },
      async (request) => signIn(request.body.email, request.body.password));

    app.get(CONSOLE_PATHS.me, { preValidation: requireStaff }, async (request) => staffView(ctx, staffOf(request)));

    app.get<{ Querystring: { q?: string; status?: string; page?: number } }>(CONSOLE_PATHS.applications, { preValidation: requireStaff, schema: searchSchema },
      async (request) => {
        const staff = requireAction(ctx, request, 'searchApplications');
        const query = { q: request.query.q?.trim() || undefined, status: request.query.status || undefined, page: request.query.page ?? 1 };
        const found = await searchApplications(ctx.db, { ...query, pageSize: searchRules.pageSize });
        await appendAudit(ctx.db, staff, { action: 'searchApplications', after: query });
        return { ...found, page: query.page, pageSize: searchRules.pageSize };
      });

    app.get<UuidParams>(CONSOLE_PATHS.application, { preValidation: requireStaff }, async (request) => {
      const staff = requireAction(ctx, request, 'viewApplication');
      const row = await applicationOf(request.params.uuid);
      await appendViewAudit(ctx.db, staff, { action: 'viewApplication', applicationUuid: row.uuid }, viewAuditWindowMs);
      return consoleApplication(ctx, row, signerConditionsFor(ctx, request, row.org_code));
    });

    app.get<{ Params: { uuid: string; documentUuid: string } }>(CONSOLE_PATHS.document, { preValidation: requireStaff }, async (request, reply) => {
      const staff = requireAction(ctx, request, 'openDocument');
      const row = await applicationOf(request.params.uuid);
      const document = await findDocument(ctx.db, row.uuid, request.params.documentUuid);
      const bytes = document ? await ctx.files.get(document.storage_key) : null;
      if (!document || !bytes) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
      await appendAudit(ctx.db, staff, { action: 'openDocument', applicationUuid: row.uuid, after: { documentUuid: document.uuid, fileName: document.file_name } });
      return reply
        .header('Content-Type', document.content_type)
        .header('Content-Disposition', attachmentDisposition(document.file_name))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(bytes);
    });

    app.post<UuidParams & { Body: StatusMove }>(CONSOLE_PATHS.status, { preValidation: requireStaff, schema: moveSchema }, async (request) => {
      const staff = requireAction(ctx, request, 'moveStatus');
      const row = await applicationOf(request.params.uuid);
      return consoleApplication(ctx, await moveStatus(ctx, staff, row, request.body), signerConditionsFor(ctx, request, row.org_code));
    });

    app.get<UuidParams>(CONSOLE_PATHS.conditions, { preValidation: requireStaff }, async (request) => {
      const staff = requireAction(ctx, request, 'viewApplication');
      const row = await applicationOf(request.params.uuid);
      await appendViewAudit(ctx.db, staff, { action: 'viewConditions', applicationUuid: row.uuid }, viewAuditWindowMs);
      return consoleConditions(ctx, row);
    });

    app.post<UuidParams & { Body: ConsoleRaise }>(CONSOLE_PATHS.conditions, { preValidation: requireStaff, schema: raiseSchema }, async (request, reply) => {
      const staff = requireAction(ctx, request, 'raiseCondition');
      const row = await applicationOf(request.params.uuid);
      const raised = await consoleRaise(ctx, staff, row, request.body, signerConditionsFor(ctx, request, row.org_code));
      // A co-owner is told by e-mail, in the application's brand; the condition stands even when the mail cannot go.
      const brand = brandForOrgCode(ctx.data, row.org_code);
      await mailSignerOfCondition(ctx, row, raised, { brand, origin: `${request.protocol}://${request.host}`, org: brand.id }, signerConditionsSetting().path)
        .catch((error: unknown) => request.log.error({ err: error, conditionUuid: raised.uuid }, 'the co-owner\'s condition e-mail was not sent'));
      return reply.code(201).send(await consoleConditions(ctx, row));
    });

    app.post<ConditionParams & { Body: { comment: string } }>(CONSOLE_PATHS.conditionComment, { preValidation: requireStaff, schema: commentSchema }, async (request) => {
      const staff = requireAction(ctx, request, 'commentCondition');
      const row = await applicationOf(request.params.uuid);
      await consoleComment(ctx, staff, row, request.params.conditionUuid, request.body.comment);
      return consoleConditions(ctx, row);
    });

    app.post<ConditionParams & { Body: { reason: string } }>(CONSOLE_PATHS.conditionClear, { preValidation: requireStaff, schema: clearSchema }, async (request) => {
      const staff = requireAction(ctx, request, 'clearCondition');
      const row = await applicationOf(request.params.uuid);
      await consoleClear(ctx, staff, row, request.params.conditionUuid, request.body.reason);
      return consoleConditions(ctx, row);
    });
  };
}
