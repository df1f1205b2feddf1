import { answerableCategories, API_ERROR_CODES, interpolate } from '../../engine/core';
import type { AppContext } from '../app-context';
import { conditionsData, signerConditionsSetting, type ConditionsData } from '../conditions/condition-data';
import { clearCondition, commentOnCondition, ConditionError, raiseCondition, type ConditionActor } from '../conditions/condition-service';
import { conditionView, type ConditionView } from '../conditions/condition-view';
import { ApiError, type ApiErrorEntry } from '../http/api-error';
import type { ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import { findCondition, listConditionDocuments, listConditions, type ConditionRow } from '../repositories/conditions';
import { appendAudit } from '../repositories/staff-audit';
import type { StaffRow } from '../repositories/staff';

/** What the console's raise form sends: a category, and optionally notes, a comment, document types, a count and a co-signer. */
export interface ConsoleRaise {
  category: string;
  notes?: string;
  comment?: string;
  requestDocuments?: string[];
  numDocsRequired?: number;
  /** A co-signer of the application (co_signers.uuid) the condition is addressed to instead of the borrower. */
  coSignerUuid?: string;
}

/** A condition as the console shows it: the borrower's view of it plus, for a signer's, the co-signer's name. */
export type ConsoleConditionView = ConditionView & { signerName: string | null };

type Ctx = Pick<AppContext, 'db' | 'data' | 'fixtures'>;

const actorOf = (staff: StaffRow): ConditionActor => ({ kind: 'STAFF', uuid: staff.uuid });
const invalid = (errors: ApiErrorEntry[]) => new ApiError(400, errors, API_ERROR_CODES.VALIDATION_FAILED);
const failed = (message: string, field: string): ApiErrorEntry => ({ message, code: API_ERROR_CODES.VALIDATION_FAILED, field });
const trimmed = (text: unknown): string => (typeof text === 'string' ? text.trim() : '');

/** Every condition of an application, borrower's and signers', in the order raised, with their files. */
export async function consoleConditions(ctx: Ctx, application: ApplicationRow): Promise<ConsoleConditionView[]> {
  const data = conditionsData();
  const signers = await listCoSignerRows(ctx.db, application.uuid);
  const rows = await listConditions(ctx.db, application.uuid);
  return Promise.all(rows.map(async (row) => ({
    ...conditionView(row, await listConditionDocuments(ctx.db, row.uuid), data),
    signerName: row.signer_identity_uuid ? signers.find((s) => s.identity_uuid === row.signer_identity_uuid)?.name ?? null : null,
  })));
}

/** The condition of the path on the application; 404 when it is not one of its conditions. */
async function conditionOf(ctx: Ctx, application: ApplicationRow, conditionUuid: string): Promise<ConditionRow> {
  const row = await findCondition(ctx.db, conditionUuid);
  if (!row || row.application_uuid !== application.uuid) throw new ApiError(404, [{ message: ctx.fixtures.messages.notFound }]);
  return row;
}

/**
 * What is wrong with the documents a raise asks for: the types must be condition document types (conditions.json
 * `documentTypes`, platform §3), at least one, on a category taken care of by an upload; the count a whole number
 * from 1 to console-roles.json `conditions.maxDocsRequired`, on such a category too. Pure.
 */
export function documentRequestErrors(ctx: Pick<Ctx, 'data' | 'fixtures'>, data: ConditionsData, input: ConsoleRaise): ApiErrorEntry[] {
  const { messages } = ctx.fixtures;
  const max = ctx.data.consoleRoles.conditions.maxDocsRequired;
  const category = data.categories[input.category];
  const errors: ApiErrorEntry[] = [];
  const asks = input.requestDocuments !== undefined || input.numDocsRequired !== undefined;
  if (asks && category && category.location !== 'upload-document') errors.push(failed(messages.conditionDocumentsNotAsked, 'requestDocuments'));
  const types = input.requestDocuments;
  if (types !== undefined && types.length === 0) errors.push(failed(messages.conditionDocumentTypesInvalid, 'requestDocuments'));
  for (const type of types?.filter((t) => !data.documentTypes.includes(t)) ?? []) {
    errors.push(failed(interpolate(messages.conditionDocumentTypeUnknown, { type, known: data.documentTypes.join(', ') }), 'requestDocuments'));
  }
  const count = input.numDocsRequired;
  if (count !== undefined && (!Number.isInteger(count) || count < 1 || count > max)) {
    errors.push(failed(interpolate(messages.conditionDocumentCountInvalid, { max }), 'numDocsRequired'));
  }
  return errors;
}

/**
 * Raises a condition from the console: checks the category (flows/application/conditions.json), the texts' length,
 * the document types (ones a borrower uploads) and count, and the co-signer (named on the application, invited, not
 * removed, and able to answer the category: engine/core answerableCategories over signer-pages.json `conditions`);
 * then, in one transaction, raises it (the category's defaults fill what is not given) and appends the audit row.
 * `signerConditions`: whether the co-signer's conditions pages are on for the application's brand; while they are
 * off, addressing a co-signer at all is refused 403 FORBIDDEN before anything else. 400 VALIDATION_FAILED with
 * `field` otherwise.
 */
export async function consoleRaise(ctx: Ctx, staff: StaffRow, application: ApplicationRow, input: ConsoleRaise, signerConditions: boolean): Promise<ConditionRow> {
  const data = conditionsData();
  const bounds = ctx.data.consoleRoles.conditions;
  const setting = signerConditionsSetting();
  const { messages } = ctx.fixtures;
  if (input.coSignerUuid && !signerConditions) {
    throw new ApiError(403, [{ message: interpolate(messages.conditionSignerConditionsOff, { flag: setting.flag }), field: 'coSignerUuid' }], API_ERROR_CODES.FORBIDDEN);
  }
  const errors: ApiErrorEntry[] = [];
  if (!data.categories[input.category]) errors.push(failed(interpolate(messages.conditionCategoryUnknown, { category: String(input.category) }), 'category'));
  for (const field of ['notes', 'comment'] as const) {
    if (trimmed(input[field]).length > bounds.textMaxLength) errors.push(failed(interpolate(messages.conditionTextLength, { max: bounds.textMaxLength }), field));
  }
  errors.push(...documentRequestErrors(ctx, data, input));
  let signerIdentityUuid: string | null = null;
  if (input.coSignerUuid) {
    const signer = (await listCoSignerRows(ctx.db, application.uuid)).find((s) => s.uuid === input.coSignerUuid && s.status !== 'REMOVED' && s.identity_uuid);
    if (!signer) errors.push(failed(messages.conditionSignerUnknown, 'coSignerUuid'));
    if (signer && data.categories[input.category] && !answerableCategories(data.categories, setting, signerConditions).SIGNER.includes(input.category)) {
      errors.push(failed(interpolate(messages.conditionSignerCannotAnswer, { category: input.category, locations: setting.locations.join(', ') }), 'category'));
    }
    signerIdentityUuid = signer?.identity_uuid ?? null;
  }
  if (errors.length) throw invalid(errors);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await raiseCondition({ db: trx }, actorOf(staff), {
      applicationUuid: application.uuid, category: input.category, notes: trimmed(input.notes) || null, commentToBorrower: trimmed(input.comment) || null,
      requestDocuments: input.requestDocuments, numDocsRequired: input.numDocsRequired, signerIdentityUuid,
    });
    await appendAudit(trx, staff, {
      action: 'raiseCondition', applicationUuid: application.uuid,
      after: { conditionUuid: row.uuid, category: row.category, addressedTo: row.addressed_to, notes: row.notes, comment: trimmed(input.comment) || null,
        requestDocuments: JSON.parse(row.request_documents) as string[], numDocsRequired: row.num_docs_required },
    });
    return row;
  });
}

/** Adds a staff comment to the borrower (or signer) on a condition, with its audit row, in one transaction. */
export async function consoleComment(ctx: Ctx, staff: StaffRow, application: ApplicationRow, conditionUuid: string, comment: unknown): Promise<ConditionRow> {
  const max = ctx.data.consoleRoles.conditions.textMaxLength;
  const text = trimmed(comment);
  if (text.length < 1 || text.length > max) throw invalid([failed(interpolate(ctx.fixtures.messages.conditionCommentRequired, { max }), 'comment')]);
  const row = await conditionOf(ctx, application, conditionUuid);
  return ctx.db.transaction().execute(async (trx) => {
    const after = await commentOnCondition({ db: trx }, actorOf(staff), row.uuid, text);
    await appendAudit(trx, staff, { action: 'commentCondition', applicationUuid: application.uuid, after: { conditionUuid: row.uuid, comment: text } });
    return after;
  });
}

/** Clears an open condition with a reason (bounds in console-roles.json `conditions`), with its audit row, in one transaction; 409 when already cleared. */
export async function consoleClear(ctx: Ctx, staff: StaffRow, application: ApplicationRow, conditionUuid: string, reason: unknown): Promise<ConditionRow> {
  const { clearReasonMinLength: min, clearReasonMaxLength: max } = ctx.data.consoleRoles.conditions;
  const text = trimmed(reason);
  if (text.length < min || text.length > max) throw invalid([failed(interpolate(ctx.fixtures.messages.conditionClearReasonLength, { min, max }), 'reason')]);
  const row = await conditionOf(ctx, application, conditionUuid);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const after = await clearCondition({ db: trx }, actorOf(staff), row.uuid);
      await appendAudit(trx, staff, { action: 'clearCondition', applicationUuid: application.uuid, before: { conditionUuid: row.uuid, status: row.status }, after: { conditionUuid: row.uuid, status: after.status }, reason: text });
      return after;
    });
  } catch (error) {
    if (error instanceof ConditionError && error.code === 'ALREADY_CLEARED') throw new ApiError(409, [{ message: ctx.fixtures.messages.conditionCleared, code: API_ERROR_CODES.CONFLICT }]);
    throw error;
  }
}
