import type { CoSignerRow } from '../repositories/co-signers';

/** A co-owner as GET co-deed/status lists them: never the full e-mail or the phone. */
export interface CoSignerView {
  uuid: string;
  name: string;
  /** The e-mail masked (j***@example.com), or null while not invited. */
  email: string | null;
  status: string;
  signed: boolean;
}

/** An e-mail with all but the first letter of its local part hidden. Pure. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A stored co-owner as the borrower sees them. Pure. */
export const coSignerView = (row: CoSignerRow): CoSignerView => ({
  uuid: row.uuid, name: row.name, email: row.email ? maskEmail(row.email) : null, status: row.status, signed: row.status === 'SIGNED',
});
