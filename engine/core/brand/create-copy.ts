import type { Brand } from '../types';
import { interpolate } from './interpolate';

/** A copy function: key → the brand's words, with `{company}`, `{supportPhone}`, … and the given values interpolated. */
export type Copy = (key: string, values?: Record<string, unknown>) => string;

/**
 * Builds the copy function of a brand. A missing key returns the key itself, so a gap is visible
 * (and `npm run flows -- check` reports it). Pure.
 */
export function createCopy(brand: Pick<Brand, 'copy' | 'companyName' | 'support'>): Copy {
  const base = {
    company: brand.companyName,
    supportPhone: brand.support?.phone,
    supportEmail: brand.support?.email,
    supportHours: brand.support?.hours,
  };
  return (key, values) => {
    const template = brand.copy[key];
    return template === undefined ? key : interpolate(template, { ...base, ...values });
  };
}

/** The document title of a page: the brand's `page.title` pattern, `{company} | {page}`. Pure. */
export function pageTitle(copy: Copy, page: string): string {
  return copy('page.title', { page });
}
