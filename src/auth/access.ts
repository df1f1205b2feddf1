// Named imports let the bundler leave the file's comments out of the entry chunk.
import { anonymousPaths, brokerFlag, defaultRedirect, loginPages, signerPathFragment } from '../../flows/platform/access.json';

/** flows/platform/access.json: anonymous paths, the sign-in pages, the broker flag (schemas/access.schema.json). */
export const accessData = { anonymousPaths, brokerFlag, loginPages, signerPathFragment, defaultRedirect } as {
  anonymousPaths: { path: string; match: 'exact' | 'prefix'; because: string }[];
  brokerFlag: string;
  loginPages: { legacy: string; signer: string; broker: string; passwordExpired: string; signerDefaultRedirect: string };
  signerPathFragment: string;
  defaultRedirect: string;
};

/**
 * True when a page opens without sign-in (registration spec §6 plus the sign-in pages): the path equals a listed
 * path or, for a 'prefix' entry, continues it with '/'. A trailing slash is ignored. Pure.
 */
export function isAnonymousPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return accessData.anonymousPaths.some((p) => path === p.path || (p.match === 'prefix' && path.startsWith(`${p.path}/`)));
}

/** True for the additional signer's pages (under heloc-signer). Pure. */
export const isSignerPath = (pathname: string): boolean => pathname.includes(accessData.signerPathFragment);

/** The login page for a path: the additional signer's login under heloc-signer, else /auth/login. Pure. */
export function loginPathFor(pathname: string): string {
  return isSignerPath(pathname) ? accessData.loginPages.signer : accessData.loginPages.legacy;
}

/** A login page URL that comes back to `target` (path and query) after sign-in. Pure. */
export function loginUrl(loginPath: string, target: string): string {
  return `${loginPath}?redirectUrl=${encodeURIComponent(target)}`;
}
