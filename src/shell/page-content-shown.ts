import { startTransition, useEffect, useState } from 'react';

/**
 * What the borrower acts on: a form control, a button or a link of the page (the sidebar's own do not count). A message
 * page's only action is often a link styled as a button (Go to dashboard).
 */
const CONTROLS = 'input:not([type="hidden"]), select, textarea, button, a[href]';

/** The longest the frame's secondary parts wait for the page: a page with nothing to press still gets them. */
export const PAGE_CONTENT_FALLBACK_MS = 3000;

let shown = false;
let watching: { stop: () => void } | null = null;
const waiting = new Set<() => void>();

/** True when `root` (the main landmark) holds a control of the page itself, outside the application's sidebar. */
export function holdsPageControl(root: ParentNode | null): boolean {
  if (!root) return false;
  for (const el of root.querySelectorAll(CONTROLS)) if (!el.closest('aside')) return true;
  return false;
}

function markShown() {
  if (shown) return;
  shown = true;
  watching?.stop();
  watching = null;
  for (const then of [...waiting]) then();
  waiting.clear();
}

/** Watches the main landmark once for the page's first control, with the fallback timer. */
function watch() {
  if (watching || shown) return;
  const main = document.getElementById('main');
  if (holdsPageControl(main)) return markShown();
  const observer = new MutationObserver(() => {
    if (holdsPageControl(document.getElementById('main'))) markShown();
  });
  observer.observe(main ?? document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(markShown, PAGE_CONTENT_FALLBACK_MS);
  watching = { stop: () => { observer.disconnect(); window.clearTimeout(timer); } };
}

/**
 * False until the page in the main landmark shows something to act on (a form control, a button or a link, outside
 * the sidebar's aside), or PAGE_CONTENT_FALLBACK_MS after the first ask; then true for the rest of the visit (set as a
 * transition). The frame's secondary parts (the footer, the signed-in menus, the banners) wait for it, so that on a page
 * that loads in stages (an application page: session, application, page code, its step) they take neither the main
 * thread nor the browser's connections from the page. On the registration's first step, rendered ahead of time, it
 * holds at once.
 */
export function usePageContentShown(): boolean {
  const [now, setNow] = useState(shown);
  useEffect(() => {
    if (now) return;
    const then = () => startTransition(() => setNow(true));
    if (shown) return then();
    waiting.add(then);
    watch();
    return () => {
      waiting.delete(then);
    };
  }, [now]);
  return now;
}

/** Forgets that a page was shown (tests only). */
export function resetPageContentShown(): void {
  watching?.stop();
  watching = null;
  shown = false;
  waiting.clear();
}
