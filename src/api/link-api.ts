import { callPath, type LinkLauncher } from '../../engine/core';
import { apiFetch } from './client';

/** Where the borrower's browser returns from the link provider: the application is read from here (platform §2). */
export const LINK_APPLICATION_KEY = 'heloc.link.applicationUuid';

/** POST …/{uuid}/link/sessions: a link session of the sandbox provider and the address of its consent screen. */
export function startLinkSession(applicationUuid: string, launcher: Pick<LinkLauncher, 'purpose' | 'product'>) {
  return apiFetch<{ linkSessionId: string; url: string }>(callPath({ path: 'link/sessions' }, applicationUuid), {
    method: 'POST', body: { purpose: launcher.purpose, product: launcher.product },
  });
}

/** POST …/{uuid}/link/exchange: hands the provider's token to the lender, who fetches the accounts or income in the background. */
export function exchangeLinkToken(applicationUuid: string, linkSessionId: string, publicToken: string) {
  return apiFetch<unknown>(callPath({ path: 'link/exchange' }, applicationUuid), { method: 'POST', body: { linkSessionId, publicToken } });
}
