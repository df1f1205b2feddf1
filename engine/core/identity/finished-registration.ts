import { signInTarget, type AccessPath } from './sign-in-target';

/**
 * Where a registration page sends a borrower whose registration in this tab already ended with an application (the
 * step host was reached again, e.g. by browser Back): the page signInTarget would resume instead of starting over
 * (access.json `resumeInsteadOf`: their application), so no emptied step is shown and nothing is submitted twice.
 * Null when the registration is not finished here, or the path is not one to resume from. Pure.
 */
export function finishedRegistrationTarget(
  path: string, finished: { uuid: string } | null, signedIn: boolean, resumeInsteadOf: readonly AccessPath[], dashboard: string,
): string | null {
  if (!finished?.uuid || !signedIn) return null;
  const to = signInTarget(path, [{ uuid: encodeURIComponent(finished.uuid) }], resumeInsteadOf, dashboard);
  return to === path ? null : to;
}
