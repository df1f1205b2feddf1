import { ruleHolds } from '../rules/evaluate-rule';
import type { FormPage, PageNotice } from './types';

/** The notices of a form page whose rule holds for the application (json-logic over `{ application, status, profile }`). Pure. */
export function pageNotices(page: FormPage, context: { application: unknown; status: unknown; profile: unknown }): PageNotice[] {
  return (page.notices ?? []).filter((notice) => ruleHolds(notice.when, context));
}
