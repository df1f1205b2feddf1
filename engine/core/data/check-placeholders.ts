import { closingFileNameValues, closingValueNames, type ClosingDocumentsLayout } from '../closing/closing-documents';
import { esignConsentValues, type EsignConsentLayout } from '../closing/esign-consent';
import { noticeValueNames } from '../decision/decision-notice';
import type { DecisionNoticeLayout } from '../decision/types';
import type { StepDefinition } from '../types';
import { BRAND_PLACEHOLDERS, placeholders } from './check-brands';
import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

/**
 * Where a step's words are used, the values their placeholders get: a check's message is filled from its `params`, a
 * schema message (field → keyword) from nothing but the brand. A placeholder of the default text, or of a brand's
 * override, that nothing fills would reach the borrower as `{name}`. `copies`: each brand file's copy (the default's
 * first). Pure.
 */
export function checkStepPlaceholders(step: StepDefinition, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  const uses: { key: string; pointer: string; filled: string[] }[] = [
    ...(step.checks ?? []).map((c, i) => ({ key: c.message, pointer: `/checks/${i}/message`, filled: Object.keys(c.params ?? {}) })),
    ...Object.entries(step.messages ?? {}).flatMap(([field, byKeyword]) => Object.entries(byKeyword).map(([kw, key]) => ({ key, pointer: `/messages/${escapePointer(field)}/${escapePointer(kw)}`, filled: [] as string[] }))),
  ];
  return uses.flatMap(({ key, pointer, filled }) => unfilled({
    key, file, pointer, filled: [...BRAND_PLACEHOLDERS, ...filled], copies, where: 'here',
    hint: filled.length ? 'add a param of that name to the check, or remove the placeholder' : 'remove the placeholder: nothing fills it here',
  }));
}

/** One use of a copy key: where it is named, the placeholder values it gets there, and what to say of a missing one. */
interface KeyUse {
  key: string | undefined;
  file: string;
  pointer: string;
  filled: readonly string[];
  copies: Record<string, Record<string, unknown>>;
  /** Where the words are shown, for the message ("here", "on this page"). */
  where: string;
  hint: string;
}

/** The placeholders of a key's text, in the default brand and in every override, that its use does not fill. Pure. */
function unfilled({ key, file, pointer, filled, copies, where, hint }: KeyUse): DataProblem[] {
  if (!key) return [];
  return Object.entries(copies).flatMap(([brandFile, copy]) => {
    const text = copy[key];
    if (typeof text !== 'string') return [];
    return [...new Set(placeholders(text).filter((n) => !filled.includes(n)))].map((name) => ({
      code: 'E_PLACEHOLDER_UNFILLED', file, pointer, hint, ...closeFilled(name, filled),
      message: `{${name}} in '${key}' (${brandFile}) has no value ${where} (filled: ${filled.map((n) => `{${n}}`).join(', ')})`,
    }));
  });
}

/** The filled placeholder closest to an unfilled one, as a hint (`{name}`). Pure. */
function closeFilled(name: string, filled: readonly string[]): { didYouMean?: string } {
  const close = closestName(name, filled);
  return close ? { didYouMean: `{${close}}` } : {};
}

/** A flow's modal as the placeholder check reads it. */
interface ModalWords {
  titleKey?: string;
  bodyKey?: string;
  placeholders?: string[];
  actions?: { labelKey?: string; hrefKey?: string }[];
}

/**
 * The placeholders of a flow's modals' words (title, body, action labels and links) against the values the modal
 * declares (`placeholders`, the only ones the app passes on) and the brand's. `copies`: each brand file's copy (the
 * default's first). Pure.
 */
export function checkModalPlaceholders(modals: Record<string, ModalWords>, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  return Object.entries(modals).flatMap(([id, modal]) => {
    const at = `/modals/${escapePointer(id)}`;
    const filled = [...BRAND_PLACEHOLDERS, ...(Array.isArray(modal.placeholders) ? modal.placeholders : [])];
    const uses: [string | undefined, string][] = [
      [modal.titleKey, `${at}/titleKey`], [modal.bodyKey, `${at}/bodyKey`],
      ...(Array.isArray(modal.actions) ? modal.actions : []).flatMap((a, i): [string | undefined, string][] => [[a.labelKey, `${at}/actions/${i}/labelKey`], [a.hrefKey, `${at}/actions/${i}/hrefKey`]]),
    ];
    return uses.flatMap(([key, pointer]) => unfilled({ key, file, pointer, filled, copies, where: 'in this modal', hint: "declare it in the modal's placeholders (if the app fills it), or remove it" }));
  });
}

/** A page declaration as the placeholder check reads it. */
interface PageWords {
  kind?: string;
  titleKey?: string;
  bodyKey?: string;
  bodyKeyByStatus?: Record<string, string>;
  list?: { headingKey?: string; itemKeys?: string[] };
  notices?: { textKey?: string }[];
  values?: Record<string, unknown>;
}

/**
 * The placeholders of a message (or next-step) page's words against what the message page fills them with: its
 * body, list items and notices get the page's `values` and {loanNumber}; its title and list heading only the brand's.
 * `copies`: each brand file's copy (the default's first). Pure.
 */
export function checkPagePlaceholders(pages: Record<string, PageWords>, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  const out: DataProblem[] = [];
  for (const [path, page] of Object.entries(pages)) {
    if (page.kind !== 'message' && page.kind !== 'next-step') continue;
    const at = `/pages/${escapePointer(path)}`;
    const valued = [...BRAND_PLACEHOLDERS, ...Object.keys(page.values ?? {}), 'loanNumber'];
    const uses: [string | undefined, string, readonly string[]][] = [
      [page.titleKey, `${at}/titleKey`, BRAND_PLACEHOLDERS],
      [page.list?.headingKey, `${at}/list/headingKey`, BRAND_PLACEHOLDERS],
      [page.bodyKey, `${at}/bodyKey`, valued],
      ...Object.entries(page.bodyKeyByStatus ?? {}).map(([s, k]): [string, string, readonly string[]] => [k, `${at}/bodyKeyByStatus/${escapePointer(s)}`, valued]),
      ...(page.list?.itemKeys ?? []).map((k, i): [string, string, readonly string[]] => [k, `${at}/list/itemKeys/${i}`, valued]),
      ...(page.notices ?? []).map((n, i): [string | undefined, string, readonly string[]] => [n.textKey, `${at}/notices/${i}/textKey`, valued]),
    ];
    for (const [key, pointer, filled] of uses) out.push(...unfilled({ key, file, pointer, filled, copies, where: 'on this page', hint: "add it to the page's values, or remove the placeholder" }));
  }
  return out;
}

/**
 * The placeholders of the decline notice's words (flows/application/decision-notice.json) against what fills them:
 * the title, introduction, headings, paragraphs, reasons and key factors get the notice's values (`noticeValueNames`:
 * the loan number, the decision date, the score and its range, the bureau, the regulator) and the brand's; the file
 * name only {loanNumber} (server/decisions/issue-notice.ts); the download label and the regulator's name only the
 * brand's. `copies`: each brand file's copy (the default's first). Pure.
 */
export function checkNoticePlaceholders(layout: DecisionNoticeLayout, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  const values = [...BRAND_PLACEHOLDERS, ...noticeValueNames(layout)];
  const hint = 'use a value the notice fills (see the list), or remove the placeholder';
  const keyed = (keys: Record<string, string>, at: string) => Object.entries(keys).map(([code, key]): [string, string, readonly string[]] => [key, `${at}/${escapePointer(code)}`, values]);
  const uses: [string | undefined, string, readonly string[]][] = [
    [layout.titleKey, '/titleKey', values], [layout.introKey, '/introKey', values],
    [layout.fileNameKey, '/fileNameKey', [...BRAND_PLACEHOLDERS, 'loanNumber']],
    [layout.downloadKey, '/downloadKey', BRAND_PLACEHOLDERS], [layout.regulatorKey, '/regulatorKey', BRAND_PLACEHOLDERS],
    ...keyed(layout.reasonKeys, '/reasonKeys'), ...keyed(layout.factorKeys, '/factorKeys'),
    ...layout.sections.flatMap((section, i) => [
      [section.headingKey, `/sections/${i}/headingKey`, values] as [string, string, readonly string[]],
      ...section.blocks.map((b, j): [string | undefined, string, readonly string[]] => ['textKey' in b ? b.textKey : undefined, `/sections/${i}/blocks/${j}/textKey`, values]),
    ]),
  ];
  return uses.flatMap(([key, pointer, filled]) => unfilled({ key, file, pointer, filled, copies, where: 'in the notice', hint }));
}

/** A key used where its words get `filled`, at a pointer of the layout's file. */
type LayoutUse = [key: string | undefined, pointer: string, filled: readonly string[]];

/**
 * The placeholders of the closing documents' words (flows/application/closing-documents.json) against what the engine
 * fills them with: titles, introductions, headings, paragraphs and list items get the closing values
 * (`closingValueNames`: the borrower, the lender, the figures, the days) and the brand's; the file name only the
 * document's {title} and {loanNumber} (`closingFileNameValues`). `copies`: each brand file's copy (the default's
 * first). Pure.
 */
export function checkClosingPlaceholders(layout: ClosingDocumentsLayout, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  const values = [...BRAND_PLACEHOLDERS, ...closingValueNames()];
  const uses: LayoutUse[] = [
    [layout.fileNameKey, '/fileNameKey', [...BRAND_PLACEHOLDERS, ...Object.keys(closingFileNameValues('', ''))]],
    ...layout.documents.flatMap((doc, i): LayoutUse[] => [
      [doc.titleKey, `/documents/${i}/titleKey`, values], [doc.introKey, `/documents/${i}/introKey`, values],
      ...doc.sections.flatMap((section, j): LayoutUse[] => [
        [section.headingKey, `/documents/${i}/sections/${j}/headingKey`, values],
        ...section.blocks.flatMap((b, k): LayoutUse[] => ('textKey' in b
          ? [[b.textKey, `/documents/${i}/sections/${j}/blocks/${k}/textKey`, values]]
          : b.itemKeys.map((key, n): LayoutUse => [key, `/documents/${i}/sections/${j}/blocks/${k}/itemKeys/${n}`, values]))),
      ]),
    ]),
  ];
  const hint = 'use a value the closing documents fill (see the list), or remove the placeholder';
  return uses.flatMap(([key, pointer, filled]) => unfilled({ key, file, pointer, filled, copies, where: 'in the closing documents', hint }));
}

/**
 * The placeholders of the E-SIGN consent's words (flows/application/esign-consent.json), its file name included,
 * against the values the statement gets (`esignConsentValues`: {company}, {loanNumber}, {phone}, {email}) and the
 * brand's. `copies`: each brand file's copy (the default's first). Pure.
 */
export function checkEsignPlaceholders(layout: EsignConsentLayout, file: string, copies: Record<string, Record<string, unknown>>): DataProblem[] {
  const values = [...new Set([...BRAND_PLACEHOLDERS, ...Object.keys(esignConsentValues({ companyName: '' }, ''))])];
  const uses: LayoutUse[] = [
    [layout.titleKey, '/titleKey', values], [layout.introKey, '/introKey', values], [layout.fileNameKey, '/fileNameKey', values],
    ...layout.sections.flatMap((s, i): LayoutUse[] => [[s.headingKey, `/sections/${i}/headingKey`, values], [s.textKey, `/sections/${i}/textKey`, values]]),
  ];
  const hint = 'use a value the consent fills (see the list), or remove the placeholder';
  return uses.flatMap(([key, pointer, filled]) => unfilled({ key, file, pointer, filled, copies, where: 'in the consent', hint }));
}
