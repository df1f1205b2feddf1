import { ruleHolds } from '../rules/evaluate-rule';
import type { Rule } from '../types';
import { findPage } from './find-page';
import type { PageContext } from './page-notices';
import type { PagesFile } from './types';
import type { DataProblem } from '../data/data-problem';

/** One way to verify income: the page that does it (standing in for income/review) and its words. */
export interface IncomeMethod {
  page: string;
  titleKey: string;
  bodyKey: string;
}

/** A state line of an income source: shown when its rule holds (the first such row). */
export interface IncomeSourceState {
  when: Rule;
  textKey: string;
  severity: 'info' | 'warning' | 'error';
}

/** flows/application/income-methods.json (schemas/application-income-methods.schema.json). */
export interface IncomeMethodsData {
  methods: Record<string, IncomeMethod>;
  byEmploymentType: Record<string, string[]>;
  states: IncomeSourceState[];
}

/** One income source as income/review lists it: its employment type, the methods offered and its state line. */
export interface IncomeSourceRow {
  employmentType: string;
  methods: (IncomeMethod & { id: string })[];
  state: IncomeSourceState | null;
}

/**
 * The application's income sources (`application.incomeSources`) with the verification methods their employment
 * type is offered (`default` for any other) and the first state row whose rule holds over the page context plus
 * `source`. Pure.
 */
export function incomeSourceRows(data: IncomeMethodsData, context: PageContext): IncomeSourceRow[] {
  const sources = (context.application as { incomeSources?: { employmentType?: string }[] } | null)?.incomeSources ?? [];
  return sources.map((source) => {
    const employmentType = source.employmentType ?? '';
    const ids = data.byEmploymentType[employmentType] ?? data.byEmploymentType.default ?? [];
    const methods = ids.filter((id) => data.methods[id]).map((id) => ({ id, ...data.methods[id] }));
    const state = data.states.find((row) => ruleHolds(row.when, { ...context, source })) ?? null;
    return { employmentType, methods, state };
  });
}

/**
 * What the meta-schema cannot say about flows/application/income-methods.json: every method named by an employment
 * type exists, every method's page is declared and stands in for income/review (else the host would send the
 * borrower back), every copy key is in the default brand. Pure.
 */
export function checkIncomeMethods(data: IncomeMethodsData, pages: PagesFile, copy: Record<string, string>): DataProblem[] {
  const file = 'flows/application/income-methods.json';
  const problems: DataProblem[] = [];
  for (const [type, ids] of Object.entries(data.byEmploymentType)) {
    ids.forEach((id, i) => {
      if (!data.methods[id]) problems.push({ code: 'E_UNKNOWN_METHOD', file, pointer: `/byEmploymentType/${type}/${i}`, message: `no method '${id}' in methods` });
    });
  }
  for (const [id, method] of Object.entries(data.methods)) {
    const page = findPage(pages, method.page);
    if (!page) problems.push({ code: 'E_UNKNOWN_PAGE', file, pointer: `/methods/${id}/page`, message: `no page '${method.page}' in flows/application/pages.json` });
    else if (!page.within?.includes('income/review')) {
      problems.push({ code: 'E_LINK_NOT_WITHIN', file, pointer: `/methods/${id}/page`, message: `page '${method.page}' does not name income/review in its within` });
    }
    for (const key of [method.titleKey, method.bodyKey]) {
      if (copy[key] === undefined) problems.push({ code: 'E_UNKNOWN_COPY_KEY', file, pointer: `/methods/${id}`, message: `copy key '${key}' is not in brands/default.brand.json` });
    }
  }
  data.states.forEach((row, i) => {
    if (copy[row.textKey] === undefined) problems.push({ code: 'E_UNKNOWN_COPY_KEY', file, pointer: `/states/${i}/textKey`, message: `copy key '${row.textKey}' is not in brands/default.brand.json` });
  });
  return problems;
}
