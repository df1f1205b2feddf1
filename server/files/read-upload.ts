import type { FastifyRequest } from 'fastify';

/** The one file of a multipart upload, as read (at most the file-size limit of bytes). */
export interface UploadedFile {
  /** The form field the file came in. */
  field: string;
  /** The name the client gave, as sent (not yet cleaned). */
  fileName: string;
  bytes: Buffer;
  /** True when the file was longer than the limit: `bytes` holds only its start. */
  truncated: boolean;
}

/** A multipart upload: its text fields (the last value of each) and its file, if one came. */
export interface Upload {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart/form-data request (registered @fastify/multipart, with throwFileSizeLimit off so an over-long
 * file is marked truncated instead of failing the read): every text field and the one file, in whatever order they
 * come. A request that is not multipart, is malformed or breaks the parser's limits (a second file, too many fields)
 * throws `refuse()`'s error.
 */
export async function readUpload(request: FastifyRequest, refuse: () => Error): Promise<Upload> {
  if (!request.isMultipart()) throw refuse();
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      file = { field: part.fieldname, fileName: part.filename ?? '', bytes: Buffer.concat(chunks), truncated: part.file.truncated };
    }
  } catch {
    // The parser's errors (a limit reached, a body cut short, no boundary) are all the client's request.
    throw refuse();
  }
  return { fields, file };
}
