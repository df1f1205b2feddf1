import type { PageDeclaration } from './types';

/** Every copy key a page declaration names (a form page's words are its step's). Pure. */
export function pageCopyKeys(page: PageDeclaration): string[] {
  const notices = [
    ...(page.notices ?? []).map((n) => n.textKey),
    ...(page.link ? [page.link.titleKey, page.link.bodyKey, page.link.buttonKey] : []),
    ...(page.links ?? []).map((l) => l.textKey),
  ];
  if (page.kind !== 'message' && page.kind !== 'next-step') return notices;
  return [...notices,
    page.titleKey, page.bodyKey, ...Object.values(page.bodyKeyByStatus ?? {}),
    ...(page.list ? [page.list.headingKey, ...page.list.itemKeys] : []),
  ];
}
