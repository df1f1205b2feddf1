import { BANNER_DEFAULT_ERROR, validateBanners, type Banner } from '../../../engine/core';

/** The banner list the server serves (server/routes/banner-routes.ts). */
export const BANNERS_URL = '/content/banners/heloc-banners.json';

/** Platform spec §4: the loading states of the banner list. `error` is a copy key. */
export type BannerLoad = { status: 'loading' } | { status: 'loaded'; banners: Banner[] } | { status: 'error'; error: string };

/**
 * Fetches and checks the banner list. Never throws: a failed load gives the default banner error, a list of the
 * wrong shape the format error (platform spec §5, §8).
 */
export async function loadBanners(fetchImpl: typeof fetch = fetch): Promise<BannerLoad> {
  try {
    const response = await fetchImpl(BANNERS_URL, { cache: 'no-store', headers: { accept: 'application/json' } });
    if (!response.ok) return { status: 'error', error: BANNER_DEFAULT_ERROR };
    const checked = validateBanners(await response.json());
    return checked.ok ? { status: 'loaded', banners: checked.banners } : { status: 'error', error: checked.error };
  } catch {
    return { status: 'error', error: BANNER_DEFAULT_ERROR };
  }
}
