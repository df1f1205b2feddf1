import { describe, expect, it } from 'vitest';
import { createCopy, type Brand } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { footerModel, type FooterModelInput } from '../../../src/shell/footer/footer-model';

const data = readProjectData();

/** The footer model input of a repository brand, optionally with changed features or organisation settings. */
function inputFor(brand: Brand, change: Partial<Pick<FooterModelInput, 'features' | 'orgMetaData'>> = {}): FooterModelInput {
  return { orgCode: brand.orgCode, orgMetaData: brand.orgMetaData, features: brand.features, rules: brand.rules, support: brand.support, copy: createCopy(brand), ...change };
}

describe('footerModel', () => {
  it.each([
    ['figure', 'Terms of Service', '/privacy'],
    ['fairway', 'Terms of Use', 'https://www.fairway.example/privacy'],
    ['homepoint', 'Terms of Service', '/privacy'],
  ])('%s: legal links are terms (%s), privacy (%s), licences, communications', (id, terms, privacy) => {
    expect(footerModel(inputFor(data.brands[id])).legal).toEqual([
      { label: terms, href: '/terms' },
      { label: 'Privacy Policy', href: privacy },
      { label: 'Licenses', href: '/licenses' },
      { label: 'Electronic Communications Policy', href: '/communications' },
    ]);
  });

  it('uses the organisation terms URL when it gives one', () => {
    const brand = data.brands.figure;
    const model = footerModel(inputFor(brand, { orgMetaData: { ...brand.orgMetaData, heloc: { termsUrl: 'https://x.example/terms' } } }));
    expect(model.legal[0].href).toBe('https://x.example/terms');
  });

  it('shows the equal housing lender logo, or the credit-union logo when the toggle is on', () => {
    const brand = data.brands.figure;
    expect(footerModel(inputFor(brand)).logo).toEqual({ src: '/brands/logos/equal-housing-lender.svg', alt: 'Equal Housing Lender' });
    expect(footerModel(inputFor(brand, { features: { ...brand.features, creditUnionLogo: true } })).logo)
      .toEqual({ src: '/brands/logos/ncua.svg', alt: 'Federally insured by NCUA' });
  });

  it('takes extra links from organisation settings, skipping malformed ones', () => {
    const links = [{ label: 'A', href: '/a' }, { label: '', href: '/b' }, { href: '/c' }, 'd', { label: 'E', href: 'https://e.example' }];
    const model = footerModel(inputFor(data.brands.figure, { orgMetaData: { heloc: { footerLinks: links } } }));
    expect(model.more).toEqual([{ label: 'A', href: '/a' }, { label: 'E', href: 'https://e.example' }]);
    expect(footerModel(inputFor(data.brands.homepoint)).more).toEqual([]);
  });

  it('has the support e-mail and phone as links, and the company line', () => {
    const model = footerModel(inputFor(data.brands.fairway));
    expect(model.email).toEqual({ label: 'E-mail: heloc@fairway.example', href: 'mailto:heloc@fairway.example' });
    expect(model.phone).toEqual({ label: 'Phone: (866) 912-4800', href: 'tel:+18669124800' });
    expect(model.company).toBe('Fairway Independent Mortgage Corporation, NMLS #2289');
    expect(footerModel(inputFor(data.brands.figure, { orgMetaData: {} })).company).toBeNull();
  });

  it.each(Object.keys(data.brands))('%s: notices are the brand notice (if any), data protection and 90-day eligibility', (id) => {
    const brand = data.brands[id];
    const notices = footerModel(inputFor(brand)).notices;
    const brandNotice = brand.copy['footer.notice.brand'];
    expect(notices).toEqual([...(brandNotice ? [brandNotice] : []), brand.copy['footer.notice.dataProtection'], brand.copy['footer.notice.eligibility']]);
    expect(notices.join(' ')).toMatch(/256-bit encryption/);
    expect(notices.join(' ')).toMatch(/90 days/);
  });

  it('three lender brands have their own notice', () => {
    expect(Object.values(data.brands).filter((b) => b.copy['footer.notice.brand']).map((b) => b.id).sort()).toEqual(['ccmequityexpress', 'fairway', 'homepoint']);
  });
});
