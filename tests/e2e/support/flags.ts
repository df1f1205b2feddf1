import type { BrowserContext } from '@playwright/test';

/**
 * Switches flags and experiments for this browser with the `heloc_flags` cookie (the server honours it because the
 * e2e server runs with ALLOW_FLAG_OVERRIDES=1). Names: fe-heloc-redesign-2025, fe-heloc-figure-ny-modal,
 * fe-heloc-ca-fires, fe-heloc-auth-v2, fe-heloc-ny-regulator-review, fe-heloc-referrer-required.
 */
export async function setFlags(context: BrowserContext, baseURL: string | undefined, flags: Record<string, boolean>): Promise<void> {
  const value = Object.entries(flags).map(([name, on]) => `${name}=${on ? 1 : 0}`).join(',');
  await context.addCookies([{ name: 'heloc_flags', value, url: baseURL ?? 'http://127.0.0.1:3199' }]);
}
