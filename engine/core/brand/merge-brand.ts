import type { Brand, BrandFile } from '../types';

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Deep-merges `override` over `base`: objects merge key by key, arrays and scalars replace. Pure; returns a new object. */
export function deepMerge<T>(base: T, override: unknown): T {
  if (!isPlainObject(base) || !isPlainObject(override)) return (override === undefined ? base : override) as T;
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(override)) {
    out[key] = key in out ? deepMerge(out[key], value) : value;
  }
  return out as T;
}

/** The brand as the app and server use it: the default brand deep-merged with the brand's own file. Pure. */
export function mergeBrand(defaults: BrandFile, brand: BrandFile): Brand {
  const { $schema: _ignored, ...rest } = deepMerge(defaults, brand) as BrandFile;
  return { ...rest, id: brand.id } as Brand;
}
