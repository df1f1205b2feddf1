import type { Banner, BannerDismissals } from './types';

/** Platform spec §9: at most this many banners show unless the constants say otherwise. */
export const DEFAULT_MAX_BANNERS = 2;

const time = (iso: string | undefined): number => {
  const t = Date.parse(iso ?? '');
  return Number.isFinite(t) ? t : 0;
};

/**
 * Drops every dismissal that is no longer valid: a banner updated (metadata.updatedAt) after it was dismissed shows
 * again (platform spec §4). Dismissals of banners no longer in the list are kept. Pure.
 */
export function currentDismissals(banners: Banner[], dismissals: BannerDismissals): BannerDismissals {
  const byUuid = new Map(banners.map((b) => [b.uuid, b]));
  return Object.fromEntries(Object.entries(dismissals).filter(([uuid, at]) => {
    const banner = byUuid.get(uuid);
    return !banner || time(banner.metadata?.updatedAt) <= time(at);
  }));
}

/**
 * The banners to show for an app: active ones listing the app, not validly dismissed, newest first by
 * metadata.createdAt, at most `max` (platform spec §4, §9). Pure.
 */
export function visibleBanners(banners: Banner[], options: { app: string; dismissals?: BannerDismissals; max?: number }): Banner[] {
  const dismissed = currentDismissals(banners, options.dismissals ?? {});
  return banners
    .filter((b) => b.active === true && b.apps.includes(options.app) && !(b.uuid in dismissed))
    .sort((a, b) => time(b.metadata?.createdAt) - time(a.metadata?.createdAt))
    .slice(0, Math.max(0, options.max ?? DEFAULT_MAX_BANNERS));
}
