import type { BannerDismissals } from '../../../engine/core';

/** localStorage key of the dismissal records: banner uuid → when it was dismissed (platform spec §3). */
export const BANNER_DISMISSALS_KEY = 'heloc.bannerDismissals';

/** The stored dismissals; empty when there are none or storage is unreadable. */
export function readDismissals(): BannerDismissals {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(BANNER_DISMISSALS_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, at]) => typeof at === 'string')) as BannerDismissals;
  } catch {
    return {};
  }
}

/** Stores the dismissals (a full replacement). Storage failures (private mode, quota) are ignored. */
export function writeDismissals(dismissals: BannerDismissals): void {
  try {
    localStorage.setItem(BANNER_DISMISSALS_KEY, JSON.stringify(dismissals));
  } catch {
    // Without storage the dismissal lasts for this page only.
  }
}
