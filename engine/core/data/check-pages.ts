import { findPage } from '../pages/find-page';
import { declaredCalls } from '../pages/page-calls';
import { pageCopyKeys } from '../pages/page-copy-keys';
import type { PagesFile } from '../pages/types';
import type { ApplicationRoutingData } from '../routing/decide-page';
import { unknownOperations } from '../rules/rule-variables';
import type { StepDefinition } from '../types';
import type { DataProblem } from './data-problem';

const PAGES = 'flows/application/pages.json';

/** What the pages check needs to know besides the pages file. */
export interface PagesCheckInput {
  pages: PagesFile;
  routing: ApplicationRoutingData;
  steps: Record<string, StepDefinition>;
  /** The default brand's copy: every key a page names must be there. */
  copy: Record<string, string>;
  /** The names of the app's component pages and of the server's lender actions (`store-answers` included). */
  components: readonly string[];
  lenderActions: readonly string[];
}

/** The pages the routing data can send a borrower to (table rows and machine states), with where each is named. */
function routedPages(routing: ApplicationRoutingData): { page: string; file: string; pointer: string }[] {
  const rows = routing.statusRoutes.rows.map((r, i) => ({ page: r.page, file: 'flows/application/status-routes.json', pointer: `/rows/${i}/page` }));
  const states = Object.entries(routing.machine.states).map(([name, s]) => ({ page: s.page, file: 'flows/application/machine.json', pointer: `/states/${name}/page` }));
  // An absolute page ('/', the dashboard) is outside /{uuid}/: not a page of this file.
  return [...rows, ...states].filter((r) => !r.page.startsWith('/'));
}

/**
 * What the meta-schema cannot say about flows/application/pages.json: every page the routing data names is declared,
 * every copy key exists in the default brand, every page's progress value is one of the progress bar's, a message page's form is declared, every call's step exists and its
 * lender action is known, every json-logic operation is registered, a component page names a registered component,
 * and a call path is used by one declaration only. Pure.
 */
export function checkPages(input: PagesCheckInput): DataProblem[] {
  const { pages, routing, steps, copy, components, lenderActions } = input;
  const problems: DataProblem[] = [];
  const push = (code: string, file: string, pointer: string, message: string) => problems.push({ code, file, pointer, message });
  for (const r of routedPages(routing)) {
    if (!findPage(pages, r.page)) push('E_UNKNOWN_PAGE', r.file, r.pointer, `no page '${r.page}' in ${PAGES}`);
  }
  for (const [path, page] of Object.entries(pages.pages)) {
    const at = `/pages/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    for (const key of pageCopyKeys(page)) {
      if (copy[key] === undefined) push('E_UNKNOWN_COPY_KEY', PAGES, at, `copy key '${key}' is not in brands/default.brand.json`);
    }
    if (routing.progress.values[page.progress] === undefined) {
      push('E_UNKNOWN_PROGRESS', PAGES, `${at}/progress`, `no progress value '${page.progress}' in flows/application/progress.json (known: ${Object.keys(routing.progress.values).join(', ')})`);
    }
    if (page.kind === 'component' && !components.includes(page.component)) {
      push('E_UNKNOWN_COMPONENT', PAGES, `${at}/component`, `no page component '${page.component}' (known: ${components.join(', ')})`);
    }
    (page.within ?? []).forEach((target, i) => {
      if (!findPage(pages, target)) push('E_UNKNOWN_PAGE', PAGES, `${at}/within/${i}`, `no page '${target}' in ${PAGES}`);
    });
    (page.links ?? []).forEach((link, i) => {
      const target = findPage(pages, link.page);
      // The host keeps the borrower on the linked page only while the routing decides a page it stands in for.
      // (or it is a page this one stands in for: back to the decided page).
      const reachable = target?.within?.some((w) => w === path || (page.within ?? []).includes(w)) || (page.within ?? []).includes(link.page);
      if (!target) push('E_UNKNOWN_PAGE', PAGES, `${at}/links/${i}/page`, `no page '${link.page}' in ${PAGES}`);
      else if (!reachable) push('E_LINK_NOT_WITHIN', PAGES, `${at}/links/${i}/page`, `page '${link.page}' does not name '${path}' (or a page it stands in for) in its within: the host would send the borrower back`);
    });
    if ((page.kind === 'message' || page.kind === 'next-step' || page.kind === 'component') && page.form && !pages.forms?.[page.form]) {
      push('E_UNKNOWN_FORM', PAGES, `${at}/form`, `no form '${page.form}' in forms`);
    }
  }
  for (const [name, form] of Object.entries(pages.forms ?? {})) {
    if (copy[form.submitKey] === undefined) push('E_UNKNOWN_COPY_KEY', PAGES, `/forms/${name}/submitKey`, `copy key '${form.submitKey}' is not in brands/default.brand.json`);
  }
  const calls = new Map<string, string>();
  for (const { pointer, step, call, rules } of declaredCalls(pages).map((c) => ({ ...c, rules: Object.values(c.call.body ?? {}) }))) {
    if (!steps[step]) push('E_UNKNOWN_STEP', PAGES, `${pointer}/step`, `no step '${step}' in flows/`);
    if (!lenderActions.includes(call.lender)) {
      push('E_UNKNOWN_LENDER_ACTION', PAGES, `${pointer}/call/lender`, `no lender action '${call.lender}' (known: ${lenderActions.join(', ')})`);
    }
    const key = `${call.method} ${call.path}`;
    const other = calls.get(key);
    if (other) push('E_DUPLICATE_CALL', PAGES, `${pointer}/call/path`, `${key} is already the call of ${other}`);
    calls.set(key, pointer);
    for (const op of rules.flatMap((rule) => [...unknownOperations(rule)])) push('E_UNKNOWN_OPERATION', PAGES, `${pointer}/call/body`, `unknown json-logic operation '${op}'`);
  }
  for (const [path, page] of Object.entries(pages.pages)) {
    if (page.kind !== 'form') continue;
    const rules = Object.values(page.initialAnswers?.answers ?? {});
    const at = `/pages/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/initialAnswers`;
    for (const op of rules.flatMap((rule) => [...unknownOperations(rule)])) push('E_UNKNOWN_OPERATION', PAGES, at, `unknown json-logic operation '${op}'`);
  }
  return problems;
}
