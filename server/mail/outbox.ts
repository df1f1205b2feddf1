import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/schema';
import { emailKey } from '../repositories/identities';

/** A stored outbox message as the development page answers it. */
export interface OutboxMessage {
  uuid: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The latest messages the outbox transport stored for an address (any case), or for every address without one, newest first. */
export async function latestMail(db: Kysely<DatabaseSchema>, to: string | undefined, limit = 10): Promise<OutboxMessage[]> {
  let query = db.selectFrom('mail_outbox').selectAll();
  if (to) query = query.where('to_key', '=', emailKey(to));
  const rows = await query.orderBy('created_at', 'desc').orderBy('uuid').limit(limit).execute();
  return rows.map((row) => ({
    uuid: row.uuid, to: row.to_address, from: row.from_address, subject: row.subject, text: row.text_body, html: row.html_body, createdAt: row.created_at,
  }));
}
