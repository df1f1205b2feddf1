import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { answerableCategories } from '../../engine/core';
import type { DatabaseSchema } from '../db/schema';
import { FIXTURES_DIR } from '../data/load-fixtures';
import { readJson } from '../data/read-json';
import { parseStatusFields } from '../applications/status-fields';
import { findApplication } from '../repositories/applications';
import { listConditions } from '../repositories/conditions';
import { scheduleJob } from '../repositories/sandbox-jobs';
import { stageLater } from '../sandbox/job-changes';
import type { Fixtures, PersonaStage } from '../data/fixture-types';
import { conditionsData, signerConditionsSetting } from './condition-data';
import { raiseCondition, type ConditionActor, type RaiseConditionInput } from './condition-service';

/** One condition a persona raises (server/fixtures/condition-personas.json). */
export type PersonaCondition = Omit<RaiseConditionInput, 'applicationUuid' | 'signerIdentityUuid'>;

/** server/fixtures/condition-personas.json: the conditions raised by last name, at registration and on a signer's invitation. */
export interface ConditionPersonas {
  byLastName: Record<string, { atRegistration?: PersonaCondition[]; onSignerInvited?: PersonaCondition[] }>;
}

const SANDBOX: ConditionActor = { kind: 'SANDBOX_UNDERWRITER' };
let cached: ConditionPersonas | null = null;

/** The condition personas of the fixtures (read once). */
export function conditionPersonas(): ConditionPersonas {
  cached ??= readJson(join(FIXTURES_DIR, 'condition-personas.json'), 'server/fixtures/condition-personas.json') as ConditionPersonas;
  return cached;
}

const personaOf = (lastName: string | null | undefined) => conditionPersonas().byLastName[(lastName ?? '').trim().toLowerCase()];

/** Raises the persona's registration conditions on a new application. */
export async function raiseRegistrationConditions(ctx: { db: Kysely<DatabaseSchema> }, applicationUuid: string, lastName: string): Promise<void> {
  for (const entry of personaOf(lastName)?.atRegistration ?? []) await raiseCondition(ctx, SANDBOX, { ...entry, applicationUuid });
}

/**
 * Of a persona's `onSignerInvited` conditions, those a co-owner can answer (`answerable`: engine/core
 * answerableCategories(…).SIGNER, empty while the flag of their conditions pages is off): the sandbox underwriter raises
 * for a signer only what staff could raise for them in the console. Pure.
 */
export const signerConditionsToRaise = (entries: readonly PersonaCondition[], answerable: readonly string[]): PersonaCondition[] =>
  entries.filter((entry) => answerable.includes(entry.category));

/**
 * Raises the persona's signer conditions for a co-owner just invited (the borrower's last name decides), only while
 * the co-owner has conditions pages: `signerConditions`, the server's one rule (condition-access.ts
 * signerConditionsFor: signer-pages.json `conditions.flag` for the application's brand, QA overrides applied). With the
 * flag off the persona raises nothing for them, as the console refuses to.
 */
export async function raiseSignerConditions(
  ctx: { db: Kysely<DatabaseSchema> }, applicationUuid: string, borrowerLastName: string | null, signerIdentityUuid: string, signerConditions: boolean,
): Promise<void> {
  const answerable = answerableCategories(conditionsData().categories, signerConditionsSetting(), signerConditions).SIGNER;
  const entries = signerConditionsToRaise(personaOf(borrowerLastName)?.onSignerInvited ?? [], answerable);
  if (entries.length === 0) return;
  const existing = await listConditions(ctx.db, applicationUuid);
  if (existing.some((r) => r.signer_identity_uuid === signerIdentityUuid)) return;
  for (const entry of entries) await raiseCondition(ctx, SANDBOX, { ...entry, applicationUuid, signerIdentityUuid });
}

/** Raises the paystub condition once the status asks for a manual paystub upload and none was raised yet. */
export async function raisePaystubCondition(ctx: { db: Kysely<DatabaseSchema> }, applicationUuid: string): Promise<void> {
  const app = await findApplication(ctx.db, applicationUuid);
  if (!app) return;
  const fields = parseStatusFields(app.status_fields);
  if (!fields.manualPaystubUpload || fields.manualPaystubTasksComplete) return;
  if ((await listConditions(ctx.db, applicationUuid)).some((r) => r.category === 'HELOC_MANUAL_PAYSTUB_UPLOAD')) return;
  await raiseCondition(ctx, SANDBOX, { applicationUuid, category: 'HELOC_MANUAL_PAYSTUB_UPLOAD' });
}

/**
 * Once the paystub condition is cleared at UNDERWRITING_DECISION, the underwriter decides the income as the default
 * persona's `afterIncome` does (a sandbox job, due after the sandbox delay): the borrower goes on to the accounts.
 */
export async function continueAfterPaystub(ctx: { db: Kysely<DatabaseSchema>; fixtures: Fixtures; sandboxDelayMs: number }, applicationUuid: string): Promise<void> {
  const app = await findApplication(ctx.db, applicationUuid);
  if (!app || app.checklist_status !== 'UNDERWRITING_DECISION') return;
  const next = stageLater((ctx.fixtures.personas.default as unknown as Record<string, PersonaStage>).afterIncome);
  await scheduleJob(ctx.db, { applicationUuid, fromStatus: app.checklist_status, nextStatus: next.status, changes: next.changes, dueAt: new Date(Date.now() + ctx.sandboxDelayMs) });
}
