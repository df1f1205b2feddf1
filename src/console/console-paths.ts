/** The console's pages (a non-production tool; the server answers 404 for them in production). */
export const CONSOLE_PAGES = {
  root: '/console',
  login: '/console/login',
  search: '/console/applications',
  application: (uuid: string) => `/console/applications/${encodeURIComponent(uuid)}`,
} as const;

/** True for a console page's path. Pure. */
export const isConsolePage = (pathname: string): boolean => pathname === CONSOLE_PAGES.root || pathname.startsWith(`${CONSOLE_PAGES.root}/`);

/** The console login path that comes back to `here` afterwards. Pure. */
export const consoleLoginFor = (here: string): string => `${CONSOLE_PAGES.login}?redirectUrl=${encodeURIComponent(here)}`;

/** Where to go after sign-in: a console page named by `redirectUrl`, else the search. Pure. */
export function afterConsoleLogin(redirectUrl: string | null): string {
  return redirectUrl && /^\/console\/[a-z]/.test(redirectUrl) && !redirectUrl.startsWith(CONSOLE_PAGES.login) ? redirectUrl : CONSOLE_PAGES.search;
}
