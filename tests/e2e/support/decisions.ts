import { readFileSync } from 'node:fs';

type Fixture = {
  bureaus: Record<string, { name: string; address: string; phone: string; website: string }>;
  decisions: { lastName: string; stage: string; reasons: string[]; bureau: string; creditScore: { score: number; min: number; max: number } | null; keyFactors: string[] }[];
};

/** server/fixtures/decisions.json: the sandbox's decision of each declining persona (Playwright reads JSON from the file system). */
export const DECISIONS = JSON.parse(readFileSync(new URL('../../../server/fixtures/decisions.json', import.meta.url), 'utf8')) as Fixture;

/** flows/application/decision-notice.json: the copy key of each reason and key factor code, and the link's words. */
export const NOTICE_LAYOUT = JSON.parse(readFileSync(new URL('../../../flows/application/decision-notice.json', import.meta.url), 'utf8')) as {
  downloadKey: string; reasonKeys: Record<string, string>; factorKeys: Record<string, string>;
};

/** The sandbox's decision of a persona (its bureau resolved), as the application answer carries it before its date. */
export function decisionOf(lastName: string) {
  const row = DECISIONS.decisions.find((d) => d.lastName === lastName)!;
  return { reasons: row.reasons, bureau: DECISIONS.bureaus[row.bureau], creditScore: row.creditScore, keyFactors: row.keyFactors };
}

/**
 * The answer fields a screen of a decline page shows for a persona's decision: the decision on a fixed date and its
 * stored notice among the documents (stable screenshots).
 */
export function declinedScreen(lastName: string): Record<string, unknown> {
  const noticeDocumentUuid = '00000000-0000-4000-8000-00000000aa01';
  const decidedAt = '2026-11-26T10:00:00.000Z';
  return {
    decision: { ...decisionOf(lastName), decidedAt, noticeDocumentUuid },
    documents: [{
      uuid: noticeDocumentUuid, documentType: 'ADVERSE_ACTION_NOTICE', fileName: 'adverse-action-notice-1000000001.pdf', contentType: 'application/pdf',
      sizeBytes: 4000, createdAt: decidedAt,
    }],
  };
}
