import type { PageDeclaration, PagesFile } from './types';

/**
 * The declaration of a page path under /{uuid}/: an exact key first, then the longest 'prefix/*' key that covers it;
 * null when no page is declared. Pure.
 */
export function findPage(file: PagesFile, page: string): PageDeclaration | null {
  const exact = file.pages[page];
  if (exact) return exact;
  const prefix = Object.keys(file.pages)
    .filter((key) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)) && page.length > key.length - 1)
    .sort((a, b) => b.length - a.length)[0];
  return prefix ? file.pages[prefix] : null;
}

/** The body key of a message page for a server status. Pure. */
export function messageBodyKey(page: { bodyKey: string; bodyKeyByStatus?: Record<string, string> }, checklistStatus: string): string {
  return page.bodyKeyByStatus?.[checklistStatus] ?? page.bodyKey;
}

/**
 * Whether the borrower may stay on `current` while the routing decides `decided`: the same page, or a page whose
 * `within` names the decided one (a choice the borrower made on it, e.g. entering an account by hand). Pure.
 */
export function standsIn(file: PagesFile, current: string, decided: string): boolean {
  if (current === decided) return true;
  return findPage(file, current)?.within?.includes(decided) ?? false;
}
