import { evaluateRule, ruleHolds } from '../rules/evaluate-rule';
import type { PageDeclaration, PageNotice } from './types';

/** What a page's values and notices are computed from: the application, its status, the profile, flags and constants. */
export interface PageContext {
  application: unknown;
  status: unknown;
  profile: unknown;
  flags?: Record<string, boolean>;
  constants?: unknown;
}

/** The page's named values (pages.json `values`), each rule evaluated over the page context. Pure. */
export function pageValues(page: Pick<PageDeclaration, 'values'>, context: PageContext): Record<string, unknown> {
  return Object.fromEntries(Object.entries(page.values ?? {}).map(([name, rule]) => [name, evaluateRule(rule, context)]));
}

/**
 * The notices of a page whose rule holds (json-logic over the page context, with the page's values under `values`),
 * and the values their copy is interpolated with. Pure.
 */
export function pageNotices(page: Pick<PageDeclaration, 'values' | 'notices'>, context: PageContext): { notices: PageNotice[]; values: Record<string, unknown> } {
  const values = pageValues(page, context);
  const withValues = { ...context, values };
  return { notices: (page.notices ?? []).filter((notice) => ruleHolds(notice.when, withValues)), values };
}
