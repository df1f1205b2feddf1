import { apiFetch } from './client';

/** The development outbox's path (server/routes/dev-mail-routes.ts); not served in production. */
export const DEV_OUTBOX_PATH = '/dev/api/v1/mail/outbox';

/** A mail the outbox transport stored, as the development outbox answers it. */
export interface OutboxMail {
  uuid: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  createdAt: string;
}

/** The latest stored mails, newest first: an address's (any case), or every address's without one. */
export async function fetchOutbox(to?: string, limit = 50): Promise<OutboxMail[]> {
  const answer = await apiFetch<{ messages: OutboxMail[] }>(DEV_OUTBOX_PATH, { query: { to: to || undefined, limit: String(limit) }, onAuthFailure: 'throw' });
  return answer.messages;
}
