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

/** Records the decision of a declined application, decided at `decidedAt`, with its notice's document (null: none stored). */
export async function recordDecision(
  db: Kysely<DatabaseSchema>, applicationUuid: string, facts: DecisionFacts, decidedAt: string, noticeDocumentUuid: string | null,
): Promise<void> {
  await db.insertInto('decisions').values({
    uuid: randomUUID(), application_uuid: applicationUuid, reasons: JSON.stringify(facts.reasons), bureau: JSON.stringify(facts.bureau),
    credit_score: facts.creditScore ? JSON.stringify(facts.creditScore) : null, key_factors: JSON.stringify(facts.keyFactors),
    decided_at: decidedAt, notice_document_uuid: noticeDocumentUuid,
  }).execute();
}

/** The decision of an application; undefined when it was not declined. */
export function findDecision(db: Kysely<DatabaseSchema>, applicationUuid: string): Promise<DecisionRow | undefined> {
  return db.selectFrom('decisions').selectAll().where('application_uuid', '=', applicationUuid).executeTakeFirst();
}
