import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __processingSeen?: string[];
  }
}

/**
 * Records, from page load on, every message the processing modal shows (it may be up for only a moment): a
 * MutationObserver keeps the distinct texts of #processing-message while [data-testid=processing-modal] is in the DOM.
 */
export async function recordProcessingMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__processingSeen = [];
    const look = () => {
      const modal = document.querySelector('[data-testid="processing-modal"]');
      const text = modal?.querySelector('#processing-message')?.textContent?.trim();
      if (modal && text && !window.__processingSeen?.includes(text)) window.__processingSeen?.push(text);
    };
    new MutationObserver(look).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The processing messages seen since the page loaded, in order. */
export function processingMessagesSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.__processingSeen ?? []);
}
