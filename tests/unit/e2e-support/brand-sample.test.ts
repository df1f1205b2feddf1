import { describe, expect, it } from 'vitest';
import { BRANDS, checksPageInBrand, REFERENCE_BRAND_ID, sampledFor } from '../../e2e/support/brands';

// The browser tests' brand sample (tests/e2e/support/brands.ts): each page in the reference brand and exactly one
// other, the other brands taking turns so that each sees a share of a suite's pages.

const others = BRANDS.filter((b) => b.id !== REFERENCE_BRAND_ID).map((b) => b.id);

describe('checksPageInBrand', () => {
  it('the reference brand is one of the brands, and there are others to take turns', () => {
    expect(BRANDS.map((b) => b.id)).toContain(REFERENCE_BRAND_ID);
    expect(others.length).toBeGreaterThan(0);
  });

  it.each([0, 1, 2, 4])('each page (offset %i) is checked in the reference brand and exactly one other', (offset) => {
    for (let index = 0; index < 30; index += 1) {
      expect(checksPageInBrand(REFERENCE_BRAND_ID, index, offset)).toBe(true);
      expect(others.filter((id) => checksPageInBrand(id, index, offset))).toHaveLength(1);
    }
  });

  it('a suite with as many pages as there are other brands gives each of them one', () => {
    const pages = others.map((_, i) => `page-${i}`);
    for (const id of others) expect(sampledFor(id, pages)).toHaveLength(1);
    expect(sampledFor(REFERENCE_BRAND_ID, pages)).toEqual(pages);
  });

  it('an offset moves a short suite\'s pages to other brands', () => {
    const pages = ['a', 'b'];
    const first = others.filter((id) => sampledFor(id, pages).length > 0);
    const moved = others.filter((id) => sampledFor(id, pages, 2).length > 0);
    expect(first).toEqual(others.slice(0, 2));
    expect(moved).toEqual(others.slice(2, 4));
  });
});
