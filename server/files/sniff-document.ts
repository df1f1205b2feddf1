import { fileTypeFromBuffer } from 'file-type';

/** What the bytes of an upload are: the content type sniffed (null when unknown) and whether it is accepted. */
export type SniffResult = { accepted: true; contentType: string } | { accepted: false; contentType: string | null };

/**
 * Decides an upload's content type from its bytes alone (magic numbers, via the file-type package), never from its
 * name or the browser's claim, and accepts it only when the type is one of `contentTypes`
 * (flows/application/documents.json). Reads nothing but the bytes; never throws on unknown content.
 */
export async function sniffDocument(bytes: Uint8Array, contentTypes: readonly string[]): Promise<SniffResult> {
  const sniffed = bytes.length ? await fileTypeFromBuffer(bytes) : undefined;
  const contentType = sniffed?.mime ?? null;
  return contentType !== null && contentTypes.includes(contentType) ? { accepted: true, contentType } : { accepted: false, contentType };
}
