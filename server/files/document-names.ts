/** The longest file name kept for a document, in characters. */
export const MAX_FILE_NAME_LENGTH = 200;

/**
 * A client's file name as kept for display: without any folder (either separator), control characters or surrounding
 * blanks, at most 200 characters; `document` when nothing is left. Never used as a path. Pure.
 */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return Array.from(clean || 'document').slice(0, MAX_FILE_NAME_LENGTH).join('');
}

/**
 * The Content-Disposition of a download: `attachment` with the name quoted safely (ASCII only, no quote or backslash)
 * and, for names beyond ASCII, the exact name as RFC 5987 `filename*`. Pure.
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return ascii === fileName
    ? `attachment; filename="${ascii}"`
    : `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Bytes as the messages count megabytes (1 MB = 1,000,000 bytes), e.g. 10000000 → "10", 2500000 → "2.5". Pure. */
export function megabytes(bytes: number): string {
  return String(Number((bytes / 1_000_000).toPrecision(3)));
}
