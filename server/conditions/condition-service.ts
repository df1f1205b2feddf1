import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { mergeStatusFields, parseStatusFields, type StatusFields } from '../applications/status-fields';
import type { DatabaseSchema } from '../db/schema';
import { findApplication, updateApplication } from '../repositories/applications';
import { findCondition, insertCondition, listConditions, updateCondition, type ConditionRow } from '../repositories/conditions';
import { conditionsData, requiredCount, type ConditionsData } from './condition-data';

/** Who acts on a condition: the sandbox underwriter, a member of staff, the borrower or a signer (with their uuid). */
export interface ConditionActor {
  kind: 'SANDBOX_UNDERWRITER' | 'STAFF' | 'BORROWER' | 'SIGNER';
  uuid?: string;
}

/** What raising a condition takes; everything but the application and the category defaults from the category's data. */
export interface RaiseConditionInput {
  applicationUuid: string;
  category: string;
  notes?: string | null;
  commentToBorrower?: string | null;
  requestDocuments?: string[];
  numDocsRequired?: number;
  /** A co-owner's identity: the condition is addressed to that signer instead of the borrower. */
  signerIdentityUuid?: string | null;
}

/** A comment to the borrower as stored (conditions.comments). */
export interface StoredComment {
  comment: string;
  createdAt: string;
  by: string;
}

/** The error a service call throws for an unknown category, application or condition, or a cleared condition. */
export class ConditionError extends Error {
  constructor(readonly code: 'UNKNOWN_CATEGORY' | 'NOT_FOUND' | 'ALREADY_CLEARED', message: string) {
    super(message);
  }
}

type Db = { db: Kysely<DatabaseSchema> };

const actorText = (actor: ConditionActor) => (actor.uuid ? `${actor.kind}:${actor.uuid}` : actor.kind);

/**
 * Keeps the status sub-field `condition` in step with the open borrower conditions that hold the application: the
 * category of the oldest such, or null once none is open (a value that is no condition category, e.g. DELINQUENCY,
 * is left alone). A cleared HELOC_MANUAL_PAYSTUB_UPLOAD completes the paystub tasks.
 */
export async function syncHold(ctx: Db, applicationUuid: string, data: ConditionsData = conditionsData()): Promise<void> {
  const app = await findApplication(ctx.db, applicationUuid);
  if (!app) return;
  const fields = parseStatusFields(app.status_fields);
  const rows = await listConditions(ctx.db, applicationUuid);
  const holding = rows.find((r) => r.status === 'OPEN' && r.addressed_to === 'BORROWER' && data.categories[r.category]?.holdsApplication);
  const current = fields.condition;
  const patch: Partial<StatusFields> = {};
  if (holding) {
    if (current !== holding.category && (current === null || current in data.categories)) patch.condition = holding.category;
  } else if (current !== null && current in data.categories) {
    patch.condition = null;
  }
  const paystub = rows.filter((r) => r.category === 'HELOC_MANUAL_PAYSTUB_UPLOAD');
  if (paystub.length > 0 && paystub.every((r) => r.status === 'CLEARED') && fields.manualPaystubUpload && !fields.manualPaystubTasksComplete) {
    patch.manualPaystubTasksComplete = true;
  }
  if (Object.keys(patch).length > 0) await updateApplication(ctx.db, applicationUuid, { status_fields: mergeStatusFields(app.status_fields, patch) });
}

/** Raises a condition on an application (the underwriter, the sandbox or staff); the application is held when its category says so. */
export async function raiseCondition(ctx: Db, actor: ConditionActor, input: RaiseConditionInput): Promise<ConditionRow> {
  const data = conditionsData();
  const category = data.categories[input.category];
  if (!category) throw new ConditionError('UNKNOWN_CATEGORY', `unknown condition category ${input.category}`);
  if (!(await findApplication(ctx.db, input.applicationUuid))) throw new ConditionError('NOT_FOUND', 'no such application');
  const now = new Date().toISOString();
  const by = actorText(actor);
  const comments: StoredComment[] = input.commentToBorrower ? [{ comment: input.commentToBorrower, createdAt: now, by }] : [];
  const position = (await listConditions(ctx.db, input.applicationUuid)).length + 1;
  const row: ConditionRow = {
    uuid: randomUUID(), application_uuid: input.applicationUuid, position, category: input.category,
    addressed_to: input.signerIdentityUuid ? 'SIGNER' : 'BORROWER', signer_identity_uuid: input.signerIdentityUuid ?? null,
    notes: input.notes ?? null, comments: JSON.stringify(comments),
    request_documents: JSON.stringify(input.requestDocuments ?? category.requestDocuments),
    num_docs_required: input.numDocsRequired ?? requiredCount(data, category),
    status: 'OPEN', raised_by: by, cleared_by: null, created_at: now, cleared_at: null,
  };
  await insertCondition(ctx.db, row);
  await syncHold(ctx, input.applicationUuid, data);
  return row;
}

/** Adds a comment to the borrower (or signer) on a condition. */
export async function commentOnCondition(ctx: Db, actor: ConditionActor, conditionUuid: string, comment: string): Promise<ConditionRow> {
  const row = await findCondition(ctx.db, conditionUuid);
  if (!row) throw new ConditionError('NOT_FOUND', 'no such condition');
  const comments = [...(JSON.parse(row.comments) as StoredComment[]), { comment, createdAt: new Date().toISOString(), by: actorText(actor) }];
  await updateCondition(ctx.db, conditionUuid, { comments: JSON.stringify(comments) });
  return { ...row, comments: JSON.stringify(comments) };
}

/** Clears an open condition; the hold it put on the application is lifted when no other holds it. */
export async function clearCondition(ctx: Db, actor: ConditionActor, conditionUuid: string): Promise<ConditionRow> {
  const row = await findCondition(ctx.db, conditionUuid);
  if (!row) throw new ConditionError('NOT_FOUND', 'no such condition');
  if (row.status === 'CLEARED') throw new ConditionError('ALREADY_CLEARED', 'the condition is already cleared');
  const patch = { status: 'CLEARED', cleared_by: actorText(actor), cleared_at: new Date().toISOString() };
  await updateCondition(ctx.db, conditionUuid, patch);
  await syncHold(ctx, row.application_uuid);
  return { ...row, ...patch };
}
