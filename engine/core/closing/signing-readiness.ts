/** The share of the end marker after a PDF's last page that must be visible for the document to count as read (platform spec §2). */
export const END_MARKER_THRESHOLD = 0.25;

/** Whether an end marker seen at `ratio` (0–1, IntersectionObserver's intersectionRatio) means the document was read to its end. Pure. */
export function isEndReached(ratio: number, isIntersecting = ratio > 0): boolean {
  return isIntersecting && ratio >= END_MARKER_THRESHOLD - 1e-6;
}

/** Where a borrower stands with the closing documents: how many were read to the end, and whether Sign may be pressed. */
export interface SigningReadiness {
  read: number;
  total: number;
  canSign: boolean;
}

/** The readiness of a list of documents given the uuids read to their end (a read uuid not in the list does not count). Pure. */
export function signingReadiness(documentUuids: readonly string[], readUuids: ReadonlySet<string> | readonly string[]): SigningReadiness {
  const read = new Set(readUuids);
  const count = documentUuids.filter((u) => read.has(u)).length;
  return { read: count, total: documentUuids.length, canSign: documentUuids.length > 0 && count === documentUuids.length };
}

/** Rounds a location to two decimals (about a kilometre) and writes it as "lat,lng"; "declined" without one. Pure. */
export function locationEvidence(location: { latitude: number; longitude: number } | null | undefined): string {
  if (!location || !Number.isFinite(location.latitude) || !Number.isFinite(location.longitude)) return 'declined';
  return `${location.latitude.toFixed(2)},${location.longitude.toFixed(2)}`;
}
