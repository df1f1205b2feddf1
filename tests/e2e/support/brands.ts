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
