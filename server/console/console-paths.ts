/** Where the operations console's API lives; every console endpoint is under it. */
export const CONSOLE_API_PREFIX = '/console/api/v1';

/** Where the console's pages live (/console/login, /console/applications, …). */
export const CONSOLE_PAGES_PREFIX = '/console';

/** The console's endpoints. */
export const CONSOLE_PATHS = {
  login: `${CONSOLE_API_PREFIX}/login`,
  me: `${CONSOLE_API_PREFIX}/me`,
  applications: `${CONSOLE_API_PREFIX}/applications`,
  application: `${CONSOLE_API_PREFIX}/applications/:uuid`,
  document: `${CONSOLE_API_PREFIX}/applications/:uuid/documents/:documentUuid`,
  status: `${CONSOLE_API_PREFIX}/applications/:uuid/status`,
  conditions: `${CONSOLE_API_PREFIX}/applications/:uuid/conditions`,
  conditionComment: `${CONSOLE_API_PREFIX}/applications/:uuid/conditions/:conditionUuid/comments`,
  conditionClear: `${CONSOLE_API_PREFIX}/applications/:uuid/conditions/:conditionUuid/clear`,
} as const;

/** True for a path of the console's pages or API (not served in production). Pure. */
export const isConsolePath = (path: string): boolean => path === CONSOLE_PAGES_PREFIX || path.startsWith(`${CONSOLE_PAGES_PREFIX}/`);
