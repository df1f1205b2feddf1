/**
 * Keeps an `org` query (the brand override) on an in-app path, so a brand chosen by `?org=` survives navigation
 * outside the registration flow. Pure apart from reading the current location when `search` is not given.
 */
export function withOrg(path: string, search: string = window.location.search): string {
  const org = new URLSearchParams(search).get('org');
  if (!org || /[?&]org=/.test(path)) return path;
  return `${path}${path.includes('?') ? '&' : '?'}org=${encodeURIComponent(org)}`;
}
