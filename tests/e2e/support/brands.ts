import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A brand as the browser tests need it: id, company name and the minimum age its rules ask. */
export interface BrandUnderTest {
  id: string;
  companyName: string;
  minAge: number;
  /** The brand lends only in New York (its property step sends other states to the main site). */
  newYorkSite: boolean;
}

const dir = join(process.cwd(), 'brands');
const defaults = JSON.parse(readFileSync(join(dir, 'default.brand.json'), 'utf8'));

/** Every brand file in brands/ (the default brand is only a base), read from the data like the server does. */
export const BRANDS: BrandUnderTest[] = readdirSync(dir)
  .filter((f) => f.endsWith('.brand.json') && f !== 'default.brand.json')
  .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')))
  .map((b) => ({
    id: b.id,
    companyName: b.companyName ?? defaults.companyName,
    minAge: b.rules?.minAge ?? defaults.rules.minAge,
    newYorkSite: b.features?.newYorkSite ?? defaults.features.newYorkSite,
  }))
  .sort((a, b) => a.id.localeCompare(b.id));

/** The words of a copy key for a brand (brand override, else the default brand). */
export function copyOf(brandId: string, key: string): string {
  const brand = JSON.parse(readFileSync(join(dir, `${brandId}.brand.json`), 'utf8'));
  return brand.copy?.[key] ?? defaults.copy[key];
}

/** The default brand, whose pages the others restyle: a per-brand visual suite checks every one of its pages in it. */
export const REFERENCE_BRAND_ID = 'figure';

/**
 * Whether a per-brand visual suite (heading, axe, screenshot) checks its `index`-th page in `brandId`: every page in
 * the reference brand, and each page in one other brand in turn, starting `offset` brands along (a short suite
 * passes one so that its pages fall to other brands than another short suite's). So each page is seen in two brands
 * and each brand on a share of the suites' pages, at a third of the whole matrix's cost; the gallery
 * (`npm run gallery`, QA's tool) shoots every page in every brand. What a brand changes on a page — its copy, theme
 * and rules — is proven per brand by the unit tests (copy keys, brand data check).
 */
export function checksPageInBrand(brandId: string, index: number, offset = 0): boolean {
  if (brandId === REFERENCE_BRAND_ID) return true;
  const others = BRANDS.filter((b) => b.id !== REFERENCE_BRAND_ID);
  return others[(index + offset) % others.length].id === brandId;
}

/** The items of a per-brand visual suite that it checks in `brandId` (see checksPageInBrand). */
export function sampledFor<T>(brandId: string, items: readonly T[], offset = 0): T[] {
  return items.filter((_, i) => checksPageInBrand(brandId, i, offset));
}
