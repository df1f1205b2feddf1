import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { createCopy, decisionNotice, type DecisionFacts } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { DatabaseSchema } from '../db/schema';
import { brandForOrgCode } from '../http/resolve-brand';
import type { ApplicationRow } from '../repositories/applications';
import { findDecision, recordDecision } from '../repositories/decisions';
import { insertDocument } from '../repositories/documents';
import { sandboxDecision } from '../sandbox/sandbox-decision';
import { noticePdf } from './notice-pdf';

/** The document type of a decision's notice (flows/application/documents.json, issued by the lender). */
export const NOTICE_DOCUMENT_TYPE = 'ADVERSE_ACTION_NOTICE';

type NoticeContext = Pick<AppContext, 'data' | 'files'>;

/**
 * Records an application's decision with its notice, in `db` (the caller's transaction, so the decline, the decision
 * and the notice are stored together): the notice is rendered in the application's brand (its words, laid out by
 * flows/application/decision-notice.json) as a PDF, its bytes go to the file store and a document of the application
 * (ADVERSE_ACTION_NOTICE) points at them. An application keeps its first decision; on a failure the bytes are removed.
 */
export async function recordDecisionWithNotice(ctx: NoticeContext, db: Kysely<DatabaseSchema>, app: ApplicationRow, facts: DecisionFacts): Promise<void> {
  if (await findDecision(db, app.uuid)) return;
  const decidedAt = new Date().toISOString();
  const brand = brandForOrgCode(ctx.data, app.org_code);
  const copy = createCopy(brand);
  const layout = ctx.data.decisionNotice;
  const notice = decisionNotice(layout, { ...facts, decidedAt, noticeDocumentUuid: null }, copy, app.loan_number);
  const bytes = Buffer.from(await noticePdf(notice, { company: brand.companyName }));
  const storageKey = randomUUID();
  const documentUuid = randomUUID();
  await ctx.files.put(storageKey, bytes);
  try {
    await insertDocument(db, {
      uuid: documentUuid, application_uuid: app.uuid, identity_uuid: app.identity_uuid, document_type: NOTICE_DOCUMENT_TYPE,
      file_name: copy(layout.fileNameKey, { loanNumber: app.loan_number }), content_type: 'application/pdf', size_bytes: bytes.length,
      storage_key: storageKey, created_at: decidedAt,
    });
    await recordDecision(db, app.uuid, facts, decidedAt, documentUuid);
  } catch (error) {
    await ctx.files.remove(storageKey);
    throw error;
  }
}

/**
 * Registration's decline: records the sandbox's decision for the persona at `registration` (none for a persona not
 * declined there) with its notice.
 */
export async function recordRegistrationDecision(ctx: NoticeContext & Pick<AppContext, 'db' | 'fixtures'>, app: ApplicationRow): Promise<void> {
  const facts = sandboxDecision(ctx.fixtures.decisions, app.persona, 'registration');
  if (!facts) return;
  await ctx.db.transaction().execute((trx) => recordDecisionWithNotice(ctx, trx, app, facts));
}
