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

/**
 * How a registration entry of a finished registration hands over to the application: `back` when browser Back reached
 * an earlier registration entry (entry index below the one the application replaced, and not the tab's first), so Back
 * keeps going until it leaves the registration instead of showing the application once per step; otherwise `replace`
 * the entry with the application (Forward, a link, a reload, or the tab's first entry). Pure.
 */
export function finishedRegistrationMove(pop: boolean, entryIndex: number | undefined, applicationEntry: number | undefined): 'back' | 'replace' {
  if (!pop || entryIndex === undefined || applicationEntry === undefined) return 'replace';
  return entryIndex > 0 && entryIndex < applicationEntry ? 'back' : 'replace';
}
