/**
 * Stands in for `fast-uri` (aliased in vite.config.ts), which RJSF only uses to resolve `$ref`/`$id` URIs. Step
 * schemas are self-contained (no remote `$ref`), so the URL API is enough; this keeps ~7 KB gzipped off the first page.
 */
function resolve(base: string, ref: string): string {
  try {
    return new URL(ref, base).href;
  } catch {
    return ref;
  }
}

function equal(a: unknown, b: unknown): boolean {
  return a === b;
}

export default { resolve, equal };
