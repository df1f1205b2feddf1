const two = (n: number) => String(n).padStart(2, '0');

/**
 * A date as the product shows it, MM/dd/yyyy (platform spec §9). A plain ISO date ('2026-03-09') is taken as that
 * calendar day; a timestamp ('2026-03-09T17:30:00Z') as the day it is in the runtime's time zone. '' when the text
 * is not a date. Pure apart from the runtime's time zone.
 */
export function displayDate(iso: string | null | undefined): string {
  const text = (iso ?? '').trim();
  const plain = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (plain) return `${plain[2]}/${plain[3]}/${plain[1]}`;
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return '';
  const date = new Date(text);
  if (Number.isNaN(date.getTime())) return '';
  return `${two(date.getMonth() + 1)}/${two(date.getDate())}/${date.getFullYear()}`;
}
