import { randomUUID } from 'node:crypto';
import { createCopy, decisionNotice } from '../../engine/core';
import type { AppContext } from '../app-context';
import { brandForOrgCode } from '../http/resolve-brand';
import { findApplication } from '../repositories/applications';
import { applicationsAwaitingNotice, decisionView, findDecision, linkNotice, recordDecision } from '../repositories/decisions';
import { insertDocument } from '../repositories/documents';
import { sandboxDecision } from '../sandbox/sandbox-decision';
import { noticePdf } from './notice-pdf';

/** The document type of a decision's notice (flows/application/documents.json, issued by the lender). */
export const NOTICE_DOCUMENT_TYPE = 'ADVERSE_ACTION_NOTICE';

type NoticeContext = Pick<AppContext, 'db' | 'data' | 'files'>;

/**
 * Issues the notice of an application's decision once: renders it in the application's brand (its words, from
 * flows/application/decision-notice.json), stores the PDF in the file store and as a document of the application, and
 * links it to the decision. Returns the document's uuid, or null when the application has no decision. A notice issued
 * meanwhile by another run wins: this one's bytes are removed.
 */
export async function issueDecisionNotice(ctx: NoticeContext, applicationUuid: string): Promise<string | null> {
  const decision = await findDecision(ctx.db, applicationUuid);
  if (!decision) return null;
  if (decision.notice_document_uuid) return decision.notice_document_uuid;
  const app = (await findApplication(ctx.db, applicationUuid))!;
  const brand = brandForOrgCode(ctx.data, app.org_code);
  const copy = createCopy(brand);
  const layout = ctx.data.decisionNotice;
  const notice = decisionNotice(layout, decisionView(decision), copy, app.loan_number);
  const bytes = Buffer.from(await noticePdf(notice, { company: brand.companyName }));
  const storageKey = randomUUID();
  const documentUuid = randomUUID();
  await ctx.files.put(storageKey, bytes);
  const linked = await ctx.db.transaction().execute(async (trx) => {
    if (!(await linkNotice(trx, applicationUuid, documentUuid))) return false;
    await insertDocument(trx, {
      uuid: documentUuid, application_uuid: applicationUuid, identity_uuid: app.identity_uuid, document_type: NOTICE_DOCUMENT_TYPE,
      file_name: copy(layout.fileNameKey, { loanNumber: app.loan_number }),
      content_type: 'application/pdf', size_bytes: bytes.length, storage_key: storageKey, created_at: new Date().toISOString(),
    });
    return true;
  });
  if (linked) return documentUuid;
  await ctx.files.remove(storageKey);
  return (await findDecision(ctx.db, applicationUuid))?.notice_document_uuid ?? null;
}

/** Issues every decision's notice not issued yet (after the sandbox's background work declined applications); returns how many. */
export async function issuePendingNotices(ctx: NoticeContext): Promise<number> {
  let issued = 0;
  for (const uuid of await applicationsAwaitingNotice(ctx.db)) {
    if (await issueDecisionNotice(ctx, uuid)) issued += 1;
  }
  return issued;
}

/**
 * Registration's decline: records the sandbox's decision for the persona at `registration` (none for a persona not
 * declined there) and issues its notice at once.
 */
export async function recordRegistrationDecision(ctx: NoticeContext & Pick<AppContext, 'fixtures'>, applicationUuid: string, personaKey: string | null): Promise<void> {
  const facts = sandboxDecision(ctx.fixtures.decisions, personaKey, 'registration');
  if (!facts) return;
  await recordDecision(ctx.db, applicationUuid, facts, new Date().toISOString());
  await issueDecisionNotice(ctx, applicationUuid);
}
