const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The browser's tracker uuid as a profile keeps it (lower case), or null when absent or not a uuid. A new account takes
 * the tracker of the tab it was made in (the create-HELOC call, the signer's first sign-in), so that tab needs no
 * tracker reload (platform §9). Pure.
 */
export function trackerIdOf(id: unknown): string | null {
  return typeof id === 'string' && UUID.test(id) ? id.toLowerCase() : null;
}
