import { COPY_FAMILIES, createCopyOf, familyKey } from '../brand/copy-families';
import type { Copy } from '../brand/create-copy';
import type { DecisionNotice, NoticeBlock } from '../decision/types';
import { ruleHolds } from '../rules/evaluate-rule';
import type { Rule } from '../types';
import { hasRightToCancel, rescissionEndDate, type ClosingConstants } from '../time/closing-dates';

/** A block of a closing document section: a paragraph, or a list whose items are copy keys. */
export type ClosingLayoutBlock = { textKey: string } | { itemKeys: string[] };

/** flows/application/closing-documents.json (schemas/application-closing-documents.schema.json). */
export interface ClosingDocumentsLayout {
  fileNameKey: string;
  documents: {
    type: string;
    when?: Rule;
    titleKey: string;
    introKey: string;
    sections: { headingKey: string; blocks: ClosingLayoutBlock[] }[];
  }[];
}

/** A closing document in the brand's words (the shape of a notice, so one PDF writer renders both) and its type. */
export interface ClosingDocument extends DecisionNotice {
  type: string;
}

/** What the closing values are computed from: the application's figures, the borrower, the lender and the day of signing. */
export interface ClosingInput {
  borrowerName: string;
  company: string;
  loanNumber: string;
  propertyAddress: string;
  occupancyType: string | null;
  /** The line (the application's `amount`), the first draw, the APR (percent) and the term in years. */
  lineAmount: number;
  initialDraw: number;
  apr: number;
  termYears: number;
  monthlyPayment: number;
  originationFee: number;
  recordingCosts: number;
  payType: string | null;
  /** The day the documents are signed (ISO date). */
  signedOn: string;
}

/**
 * The values the closing documents' words use: the input, the payment method in words, whether the borrower may
 * cancel (a principal dwelling) and until when (three business days after signing, engine time/closing-dates). Pure.
 */
export function closingValues(input: ClosingInput, closing: ClosingConstants, copy: Copy): Record<string, unknown> {
  const rightToCancel = hasRightToCancel(input.occupancyType);
  return {
    ...input,
    apr: `${input.apr.toFixed(3)}%`,
    payType: createCopyOf(copy)('closing.payType.*', input.payType === 'AUTOPAY' ? 'AUTOPAY' : 'MANUAL'),
    cashAtClosing: Math.round((input.originationFee + input.recordingCosts) * 100) / 100,
    rightToCancel,
    rescissionEndDate: rightToCancel ? rescissionEndDate(closing, input.signedOn) : null,
  };
}

/** A closing input with every field and no right to cancel (for the names of the values). */
const EMPTY_INPUT: ClosingInput = {
  borrowerName: '', company: '', loanNumber: '', propertyAddress: '', occupancyType: null, lineAmount: 0, initialDraw: 0, apr: 0,
  termYears: 0, monthlyPayment: 0, originationFee: 0, recordingCosts: 0, payType: null, signedOn: '',
};

/** The names of the values the closing documents' words may use (the keys of `closingValues`), for the placeholder check. Pure. */
export function closingValueNames(): string[] {
  // Without a right to cancel the closing constants are not read.
  return Object.keys(closingValues(EMPTY_INPUT, {} as ClosingConstants, () => ''));
}

/** The values a closing document's file name gets (`fileNameKey`): the document's title and the loan number. Pure. */
export function closingFileNameValues(title: string, loanNumber: string): { title: string; loanNumber: string } {
  return { title, loanNumber };
}

/**
 * The closing documents in the brand's words (flows/application/closing-documents.json): each document whose `when`
 * holds over the values, with its title, introduction and sections, every paragraph and list item interpolated with
 * the values. Pure.
 */
export function closingDocuments(layout: ClosingDocumentsLayout, values: Record<string, unknown>, copy: Copy): ClosingDocument[] {
  return layout.documents
    .filter((doc) => doc.when === undefined || ruleHolds(doc.when, values))
    .map((doc) => ({
      type: doc.type,
      title: copy(doc.titleKey, values),
      intro: copy(doc.introKey, values),
      sections: doc.sections.map((section, i) => ({
        id: `${doc.type}-${i}`,
        heading: copy(section.headingKey, values),
        blocks: section.blocks.map((block): NoticeBlock => ('textKey' in block
          ? { kind: 'text', text: copy(block.textKey, values) }
          : { kind: 'list', items: block.itemKeys.map((key) => copy(key, values)) })),
      })),
    }));
}

/** Every copy key the closing layout names (for the data check), with the payment methods' words. Pure. */
export function closingDocumentsCopyKeys(layout: ClosingDocumentsLayout): string[] {
  const blocks = layout.documents.flatMap((d) => [d.titleKey, d.introKey, ...d.sections.flatMap((s) => [
    s.headingKey, ...s.blocks.flatMap((b) => ('textKey' in b ? [b.textKey] : b.itemKeys)),
  ])]);
  const payTypes = COPY_FAMILIES['closing.payType.*'].values.map((v) => familyKey('closing.payType.*', v));
  return [layout.fileNameKey, ...payTypes, ...blocks];
}
