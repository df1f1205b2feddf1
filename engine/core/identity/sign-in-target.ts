/** A path entry of flows/platform/access.json: the path itself, or (match 'prefix') anything under it. */
export interface AccessPath {
  path: string;
  match: 'exact' | 'prefix';
}

/** What the sign-in decision reads of each of the borrower's applications. */
export interface SignInApplication {
  uuid: string;
  active?: boolean;
}

/** Whether a target (path with an optional query) is one of the entries. Pure. */
export function matchesAccessPath(target: string, entries: readonly AccessPath[]): boolean {
  const path = target.split(/[?#]/)[0].replace(/\/+$/, '') || '/';
  return entries.some((e) => path === e.path || (e.match === 'prefix' && path.startsWith(`${e.path}/`)));
}

/**
 * Where a returning borrower goes after signing in when the target would start over (access.json
 * `resumeInsteadOf`: the registration pages): their one active application, the dashboard (`dashboard`) when they have
 * several, and the target itself when they have none (a new borrower signing in to apply). Any other target stays. Pure.
 */
export function signInTarget(target: string, applications: readonly SignInApplication[], resumeInsteadOf: readonly AccessPath[], dashboard: string): string {
  if (!matchesAccessPath(target, resumeInsteadOf)) return target;
  const active = applications.filter((a) => a.active !== false);
  if (active.length === 1) return `/account/heloc/${active[0].uuid}`;
  return active.length > 1 ? dashboard : target;
}
