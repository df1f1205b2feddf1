import type { StepDefinition } from '../types';
import { BRAND_PLACEHOLDERS, placeholders } from './check-brands';
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
  const out: DataProblem[] = [];
  for (const { key, pointer, filled } of uses) {
    const known = new Set<string>([...BRAND_PLACEHOLDERS, ...filled]);
    for (const [brandFile, copy] of Object.entries(copies)) {
      const text = copy[key];
      if (typeof text !== 'string') continue;
      for (const name of new Set(placeholders(text).filter((n) => !known.has(n)))) {
        out.push({ code: 'E_PLACEHOLDER_UNFILLED', file, pointer, message: `{${name}} in '${key}' (${brandFile}) has no value here (filled: ${[...known].map((n) => `{${n}}`).join(', ')})`, hint: filled.length ? 'add a param of that name to the check, or remove the placeholder' : 'remove the placeholder: nothing fills it here' });
      }
    }
  }
  return out;
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
    for (const [key, pointer, filled] of uses) {
      if (!key) continue;
      for (const [brandFile, copy] of Object.entries(copies)) {
        const text = copy[key];
        if (typeof text !== 'string') continue;
        for (const name of new Set(placeholders(text).filter((n) => !filled.includes(n)))) {
          out.push({ code: 'E_PLACEHOLDER_UNFILLED', file, pointer, message: `{${name}} in '${key}' (${brandFile}) has no value on this page (filled: ${filled.map((n) => `{${n}}`).join(', ')})`, hint: "add it to the page's values, or remove the placeholder" });
        }
      }
    }
  }
  return out;
}
