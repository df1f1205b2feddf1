/** The development outbox page's path in the web app (the server answers 404 for it in production). */
export const DEV_MAIL_PAGE = '/dev/mail';

/** The query parameter that keeps the recipient filter in the URL. */
export const RECIPIENT_PARAM = 'to';

/** The recipient filter from the URL's query: trimmed, '' for none. Pure. */
export const recipientFilterOf = (query: URLSearchParams): string => (query.get(RECIPIENT_PARAM) ?? '').trim();

/** The query with the recipient filter set (or removed for ''), every other parameter (e.g. `org`) kept. Pure. */
export function withRecipientFilter(query: URLSearchParams, to: string): URLSearchParams {
  const next = new URLSearchParams(query);
  if (to.trim()) next.set(RECIPIENT_PARAM, to.trim());
  else next.delete(RECIPIENT_PARAM);
  return next;
}

/** When a mail was stored, as the reader's locale writes a date and time (the ISO text when it cannot be read). Pure. */
export function sentAtText(iso: string, locale?: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' }).format(date);
}
