import { createHash } from 'node:crypto';
import type { AppContext } from '../app-context';
import { parseStatusFields } from '../applications/status-fields';
import type { ApplicationRow } from '../repositories/applications';

/** One recent hard inquiry of the credit report, as the application answer lists it (`creditInquiries`). */
export interface CreditInquiry {
  uuid: string;
  creditorName: string;
  /** YYYY-MM-DD. */
  inquiryDate: string;
}

/** A stable uuid-shaped id for the n-th inquiry of an application (the same on every read). Pure. */
function inquiryUuid(applicationUuid: string, index: number): string {
  const hex = createHash('sha256').update(`${applicationUuid}:inquiry:${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The recent hard inquiries the sandbox credit report lists for an application whose inquiry attestation is needed
 * (status.inquiryAttestNeeded): server/fixtures/server-rules.json `recentInquiries`, each dated `daysAgo` days before
 * the application was created; none otherwise. Pure.
 */
export function creditInquiriesOf(ctx: Pick<AppContext, 'fixtures'>, row: ApplicationRow): CreditInquiry[] {
  if (!parseStatusFields(row.status_fields).inquiryAttestNeeded) return [];
  const created = new Date(row.created_at);
  const base = Number.isNaN(created.getTime()) ? new Date() : created;
  return ctx.fixtures.serverRules.recentInquiries.map((inquiry, index) => ({
    uuid: inquiryUuid(row.uuid, index),
    creditorName: inquiry.creditorName,
    inquiryDate: new Date(base.getTime() - inquiry.daysAgo * 86_400_000).toISOString().slice(0, 10),
  }));
}
