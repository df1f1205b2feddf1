import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema, FeedbackTable } from '../db/schema';

/** Stored feedback. */
export type FeedbackRow = Selectable<FeedbackTable>;

/** Feedback to store (platform §3 Feedback). */
export interface NewFeedback {
  identityUuid: string;
  orgCode: string;
  applicationUuid: string | null;
  topic: string;
  message: string;
  marketingConsent: boolean;
  pathname: string;
  productType: string;
}

/** Stores one feedback and returns it as stored. */
export async function insertFeedback(db: Kysely<DatabaseSchema>, f: NewFeedback): Promise<FeedbackRow> {
  const row: FeedbackRow = {
    uuid: randomUUID(), identity_uuid: f.identityUuid, org_code: f.orgCode, application_uuid: f.applicationUuid, topic: f.topic,
    message: f.message, marketing_consent: f.marketingConsent ? 1 : 0, pathname: f.pathname, product_type: f.productType,
    created_at: new Date().toISOString(),
  };
  await db.insertInto('feedback').values(row).execute();
  return row;
}

/** Every feedback an identity sent, oldest first. */
export function listFeedback(db: Kysely<DatabaseSchema>, identityUuid: string): Promise<FeedbackRow[]> {
  return db.selectFrom('feedback').selectAll().where('identity_uuid', '=', identityUuid).orderBy('created_at').execute();
}
