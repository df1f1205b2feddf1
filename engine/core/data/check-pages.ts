import { findPage } from '../pages/find-page';
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
 * every copy key exists in the default brand, a form page's step exists and its call names a known lender action,
 * every json-logic operation is registered, a component page names a registered component, and a call path is used
 * by one page only. Pure.
 */
export function checkPages(input: PagesCheckInput): DataProblem[] {
  const { pages, routing, steps, copy, components, lenderActions } = input;
  const problems: DataProblem[] = [];
  const push = (code: string, file: string, pointer: string, message: string) => problems.push({ code, file, pointer, message });
  for (const r of routedPages(routing)) {
    if (!findPage(pages, r.page)) push('E_UNKNOWN_PAGE', r.file, r.pointer, `no page '${r.page}' in ${PAGES}`);
  }
  const calls = new Map<string, string>();
  for (const [path, page] of Object.entries(pages.pages)) {
    const at = `/pages/${path.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    for (const key of pageCopyKeys(page)) {
      if (copy[key] === undefined) push('E_UNKNOWN_COPY_KEY', PAGES, at, `copy key '${key}' is not in brands/default.brand.json`);
    }
    if (page.kind === 'component' && !components.includes(page.component)) {
      push('E_UNKNOWN_COMPONENT', PAGES, `${at}/component`, `no page component '${page.component}' (known: ${components.join(', ')})`);
    }
    if (page.kind !== 'form') continue;
    if (!steps[page.step]) push('E_UNKNOWN_STEP', PAGES, `${at}/step`, `no step '${page.step}' in flows/`);
    if (!lenderActions.includes(page.call.lender)) {
      push('E_UNKNOWN_LENDER_ACTION', PAGES, `${at}/call/lender`, `no lender action '${page.call.lender}' (known: ${lenderActions.join(', ')})`);
    }
    const key = `${page.call.method} ${page.call.path}`;
    const other = calls.get(key);
    if (other) push('E_DUPLICATE_CALL', PAGES, `${at}/call/path`, `${key} is already the call of page '${other}'`);
    calls.set(key, path);
    const rules = [...Object.values(page.call.body ?? {}), ...Object.values(page.initialAnswers?.answers ?? {})];
    for (const op of rules.flatMap((rule) => [...unknownOperations(rule)])) push('E_UNKNOWN_OPERATION', PAGES, at, `unknown json-logic operation '${op}'`);
  }
  return problems;
}
