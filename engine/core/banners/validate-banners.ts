import type { Banner } from './types';

/** Copy key of the message shown when the banner list does not have the expected format (platform spec §5). */
export const BANNER_FORMAT_ERROR = 'banner.error.format';
/** Copy key of the default banner error (platform spec §8): a load that failed for any other reason. */
export const BANNER_DEFAULT_ERROR = 'banner.error.default';

export type BannerCheck = { ok: true; banners: Banner[] } | { ok: false; error: typeof BANNER_FORMAT_ERROR };

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;

function isBanner(item: unknown): item is Banner {
  if (!item || typeof item !== 'object') return false;
  const b = item as Record<string, unknown>;
  return isText(b.uuid) && isText(b.message) && isText(b.variant)
    && Array.isArray(b.apps) && b.apps.length > 0 && b.apps.every(isText);
}

/**
 * Checks the served banner list: a list whose every item has uuid, message, non-empty apps and variant (platform
 * spec §5). Returns the banners, or the copy key of the format error. Pure; never throws.
 */
export function validateBanners(data: unknown): BannerCheck {
  if (!Array.isArray(data) || !data.every(isBanner)) return { ok: false, error: BANNER_FORMAT_ERROR };
  return { ok: true, banners: data };
}
