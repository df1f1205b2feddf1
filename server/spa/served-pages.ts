import { negotiate } from '@fastify/accept-negotiator';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/** The encodings a page is sent in, best first; `identity` when the browser accepts neither. */
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESS: Record<Encoding, (html: Buffer) => Buffer> = {
  // Compressed once per page and kept. Brotli 6: the 125 KB first step in ~3 ms to 29.7 KB (9: 29.5 KB in ~90 ms, which
  // the first borrower of a page would wait for).
  br: (html) => brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: html.length } }),
  gzip: (html) => gzipSync(html, { level: 9 }),
};

/** One page as sent: its HTML and, made on first demand, its compressed bodies. */
export interface ServedPage {
  html: Buffer;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** The body and `content-encoding` (absent for the plain HTML) of a page for a request's `accept-encoding`. */
export function pageBody(page: ServedPage, acceptEncoding: string | undefined): { body: Buffer; encoding?: Encoding } {
  const encoding = acceptEncoding ? negotiate(acceptEncoding, [...ENCODINGS]) : null;
  if (!encoding || !(ENCODINGS as readonly string[]).includes(encoding)) return { body: page.html };
  const chosen = encoding as Encoding;
  page.compressed[chosen] ??= COMPRESS[chosen](page.html);
  return { body: page.compressed[chosen], encoding: chosen };
}

/**
 * A map that keeps at most `limit` values (its keys carry the request's host, which the client chooses): the one used
 * longest ago goes first.
 */
export function createBoundedCache<V>(limit: number) {
  const values = new Map<string, V>();
  return {
    /** The value kept under `key`, or the one `make` makes, kept from now on. */
    get(key: string, make: () => V): V {
      if (values.has(key)) {
        const known = values.get(key) as V;
        // Most recently used last.
        values.delete(key);
        values.set(key, known);
        return known;
      }
      const value = make();
      values.set(key, value);
      if (values.size > limit) values.delete(values.keys().next().value as string);
      return value;
    },
    /** How many values are kept. */
    size: () => values.size,
  };
}

/**
 * The web app's pages as composed for a request (index.html with a brand's page data and, where there is one, the
 * markup rendered ahead of time), kept by what they depend on, so that a page is composed once and compressed once
 * per encoding, not on every request.
 */
export function createServedPages(limit = 64) {
  const pages = createBoundedCache<ServedPage>(limit);
  return {
    /** The page kept under `key`, or the one `compose` makes. */
    get: (key: string, compose: () => string): ServedPage => pages.get(key, () => ({ html: Buffer.from(compose(), 'utf8'), compressed: {} })),
    /** How many pages are kept. */
    size: pages.size,
  };
}
