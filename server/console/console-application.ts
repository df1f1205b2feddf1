import { decidePage, knownStatuses, type RouteDecision } from '../../engine/core';
import type { AppContext } from '../app-context';
import { applicationAnswer } from '../lifecycle/application-answer';
import type { ApplicationRow } from '../repositories/applications';
import { listCoSignerRows } from '../repositories/co-signers';
import { listDocuments } from '../repositories/documents';
import { findIdentity } from '../repositories/identities';
import { findProfile } from '../repositories/profiles';
import { listAuditFor, type AuditRow } from '../repositories/staff-audit';
import { listStatusHistory } from '../repositories/status-history';
import { profileView } from '../views/profile-view';

const parsed = (json: string | null): unknown => (json === null ? null : JSON.parse(json));

/** An audit row as the console shows it. Pure. */
export const auditView = (row: AuditRow) => ({
  uuid: row.uuid, action: row.action, staffEmail: row.staff_email, role: row.role, applicationUuid: row.application_uuid,
  before: parsed(row.before_value), after: parsed(row.after_value), reason: row.reason, at: row.created_at,
});

/**
 * One application as the console shows it: who applied, the status with every sub-field, the routing decision the
 * borrower's app makes for it (engine/core decidePage over the same application and profile answers, with its
 * `because`), the documents, the status history (oldest first, with the staff member and reason of a staff move),
 * the staff audit entries (newest first), the statuses staff may move it to, the co-signers a condition may be
 * addressed to (named, invited, not removed) and `signerConditions`, whether they have conditions pages (the flag of
 * signer-pages.json `conditions` for the application's brand, as the caller's request decides it).
 */
export async function consoleApplication(ctx: AppContext, row: ApplicationRow, signerConditions: boolean) {
  const identity = await findIdentity(ctx.db, row.identity_uuid);
  const profileRow = identity ? await findProfile(ctx.db, identity.uuid).catch(() => undefined) : undefined;
  const profile = identity && profileRow ? profileView(identity, profileRow) : null;
  const answer = await applicationAnswer(ctx, row);
  const routing: RouteDecision = decidePage(ctx.data.routing, { application: answer as unknown as Record<string, unknown>, profile: profile as Record<string, unknown> | null });
  const [documents, history, audit, signers] = await Promise.all([
    listDocuments(ctx.db, row.uuid), listStatusHistory(ctx.db, row.uuid), listAuditFor(ctx.db, row.uuid), listCoSignerRows(ctx.db, row.uuid),
  ]);
  const movers = [...new Set(history.flatMap((h) => (h.staff_uuid ? [h.staff_uuid] : [])))];
  const staffRows = movers.length ? await ctx.db.selectFrom('staff').select(['uuid', 'email']).where('uuid', 'in', movers).execute() : [];
  const staffEmails = new Map(staffRows.map((s) => [s.uuid, s.email]));
  return {
    application: {
      uuid: row.uuid, loanNumber: row.loan_number, orgCode: row.org_code, active: row.active === 1, createdAt: row.created_at, updatedAt: row.updated_at,
      borrower: { email: identity?.email ?? '', name: profile ? [profile.name.firstName, profile.name.lastName].filter(Boolean).join(' ') : '' },
      status: answer.status,
      coDeedStatus: row.co_deed_status,
    },
    routing: { page: routing.page, because: routing.because },
    documents: documents.map((d) => ({
      uuid: d.uuid, documentType: d.document_type, fileName: d.file_name, contentType: d.content_type, sizeBytes: d.size_bytes, createdAt: d.created_at,
    })),
    history: history.map((h) => ({
      from: h.from_status, to: h.to_status, at: h.created_at, reason: h.reason, staffEmail: h.staff_uuid ? staffEmails.get(h.staff_uuid) ?? null : null,
    })),
    audit: audit.map(auditView),
    statuses: knownStatuses(ctx.data.routing),
    coSigners: signers.filter((s) => s.status !== 'REMOVED' && s.identity_uuid).map((s) => ({ uuid: s.uuid, name: s.name })),
    signerConditions,
  };
}

/** The console's answer for one application. */
export type ConsoleApplication = Awaited<ReturnType<typeof consoleApplication>>;
