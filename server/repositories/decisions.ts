import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { ApplicationDecision, DecisionFacts } from '../../engine/core';
import type { DatabaseSchema, DecisionsTable } from '../db/schema';

/** A stored credit decision. */
export type DecisionRow = Selectable<DecisionsTable>;

/** The answer shape of a stored decision (the application answer's `decision`). Pure. */
export const decisionView = (row: DecisionRow): ApplicationDecision => ({
  reasons: JSON.parse(row.reasons) as string[],
  bureau: JSON.parse(row.bureau) as ApplicationDecision['bureau'],
  creditScore: row.credit_score ? (JSON.parse(row.credit_score) as ApplicationDecision['creditScore']) : null,
  keyFactors: JSON.parse(row.key_factors) as string[],
  decidedAt: row.decided_at,
  noticeDocumentUuid: row.notice_document_uuid,
});

/** Records the decision of a declined application, decided at `decidedAt`; an application keeps its first decision. */
export async function recordDecision(db: Kysely<DatabaseSchema>, applicationUuid: string, facts: DecisionFacts, decidedAt: string): Promise<void> {
  await db.insertInto('decisions').values({
    uuid: randomUUID(), application_uuid: applicationUuid, reasons: JSON.stringify(facts.reasons), bureau: JSON.stringify(facts.bureau),
    credit_score: facts.creditScore ? JSON.stringify(facts.creditScore) : null, key_factors: JSON.stringify(facts.keyFactors),
    decided_at: decidedAt, notice_document_uuid: null,
  }).onConflict((oc) => oc.column('application_uuid').doNothing()).execute();
}

/** The decision of an application; undefined when it was not declined. */
export function findDecision(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<DecisionRow | undefined> {
  return db.selectFrom('decisions').selectAll().where('application_uuid', '=', applicationUuid).executeTakeFirst();
}

/** The applications whose decision has no stored notice yet, oldest first. */
export async function applicationsAwaitingNotice(db: Kysely<DatabaseSchema>): Promise<string[]> {
  const rows = await db.selectFrom('decisions').select('application_uuid').where('notice_document_uuid', 'is', null).orderBy('decided_at').execute();
  return rows.map((r) => r.application_uuid);
}

/** Links the notice's document to the decision unless one is linked already; true when this call linked it. */
export async function linkNotice(db: Kysely<DatabaseSchema>, applicationUuid: string, documentUuid: string): Promise<boolean> {
  const result = await db.updateTable('decisions').set({ notice_document_uuid: documentUuid })
    .where('application_uuid', '=', applicationUuid).where('notice_document_uuid', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
