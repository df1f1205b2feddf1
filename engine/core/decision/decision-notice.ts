import type { Copy } from '../brand/create-copy';
import type { ApplicationDecision, DecisionNotice, DecisionNoticeLayout, NoticeBlock } from './types';

/** A date as the notice writes it, e.g. "November 26, 2026" (the UTC day of an ISO timestamp); the text as is when it is not a date. Pure. */
export function noticeDate(iso: string): string {
  const date = new Date(iso);
  if (!/^\d{4}-\d{2}-\d{2}/.test(iso) || Number.isNaN(date.getTime())) return iso;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** The values the notice's words may use: the lender's, the application's, the decision's and the regulator. Pure. */
export function noticeValues(layout: DecisionNoticeLayout, decision: ApplicationDecision, copy: Copy, loanNumber: string): Record<string, unknown> {
  const { bureau, creditScore } = decision;
  return {
    loanNumber, decisionDate: noticeDate(decision.decidedAt), regulator: copy(layout.regulatorKey),
    bureauName: bureau.name, bureauAddress: bureau.address, bureauPhone: bureau.phone, bureauWebsite: bureau.website,
    score: creditScore?.score, scoreMin: creditScore?.min, scoreMax: creditScore?.max,
  };
}

/** The names of the values the notice's words may use (the keys of `noticeValues`), for the placeholder check. Pure. */
export function noticeValueNames(layout: DecisionNoticeLayout): string[] {
  const none: ApplicationDecision = { reasons: [], keyFactors: [], creditScore: null, bureau: { name: '', address: '', phone: '', website: '' }, decidedAt: '', noticeDocumentUuid: null };
  return Object.keys(noticeValues(layout, none, () => '', ''));
}

/**
 * The notice of a decline in the brand's words (flows/application/decision-notice.json): its title, introduction and
 * sections in order, each list filled with the decision's reasons or key factors; a section that `requires` a credit
 * score is left out when none was used, and an empty list is left out. A code without a copy key shows as the code
 * (`npm run flows -- check` and the tests keep every code keyed). Pure.
 */
export function decisionNotice(layout: DecisionNoticeLayout, decision: ApplicationDecision, copy: Copy, loanNumber: string): DecisionNotice {
  const values = noticeValues(layout, decision, copy, loanNumber);
  const words = (keys: Record<string, string>, codes: string[]) => codes.map((code) => (keys[code] ? copy(keys[code], values) : code));
  const lists = { reasons: words(layout.reasonKeys, decision.reasons), keyFactors: words(layout.factorKeys, decision.keyFactors) };
  const sections = layout.sections
    .filter((section) => section.requires !== 'creditScore' || decision.creditScore !== null)
    .map((section) => ({
      id: section.id,
      heading: copy(section.headingKey, values),
      blocks: section.blocks.flatMap((block): NoticeBlock[] => {
        if ('textKey' in block) return [{ kind: 'text', text: copy(block.textKey, values) }];
        const items = lists[block.list];
        return items.length ? [{ kind: 'list', items }] : [];
      }),
    }));
  return { title: copy(layout.titleKey, values), intro: copy(layout.introKey, values), sections };
}

/** Every copy key the notice layout names (for the data check). Pure. */
export function decisionNoticeCopyKeys(layout: DecisionNoticeLayout): string[] {
  const blocks = layout.sections.flatMap((s) => [s.headingKey, ...s.blocks.flatMap((b) => ('textKey' in b ? [b.textKey] : []))]);
  return [layout.titleKey, layout.introKey, layout.downloadKey, layout.fileNameKey, layout.regulatorKey,
    ...Object.values(layout.reasonKeys), ...Object.values(layout.factorKeys), ...blocks];
}
