// @vitest-environment jsdom
import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BrandLogo, Logo } from '../../../../src/shell/logo/Logo';
import { renderInBrand } from '../application/support';
import type { SvgNode } from '../../../../engine/core';

afterEach(cleanup);

const drawing: SvgNode = {
  tag: 'svg', attrs: { width: '117', height: '40', 'fill-rule': 'evenodd' },
  children: [
    { tag: 'circle', attrs: { cx: '20', cy: '20', r: '14', fill: '#1f4fd1' }, children: [] },
    { tag: 'text', attrs: { x: '44', y: '27', 'font-family': 'Arial', 'font-weight': '700', 'fill-opacity': '0.9' }, children: ['<b>Acme</b>'] },
  ],
};
const page = { logoUrl: '/brands/logos/acme.svg', logoDrawings: { '/brands/logos/acme.svg': drawing } };

describe('Logo and BrandLogo', () => {
  it('draws the brand logo inline at the height asked, its proportions kept, hidden from assistive technology', () => {
    const { container } = renderInBrand(<BrandLogo height={36} lazy style={{ display: 'block' }} />, 'figure', '/', page);
    expect(container.querySelector('img')).toBeNull();
    const svg = container.querySelector('svg')!;
    expect(svg.getAttribute('viewBox')).toBe('0 0 117 40');
    expect(svg.getAttribute('height')).toBe('36');
    expect(svg.hasAttribute('width')).toBe(false);
    expect(svg.getAttribute('fill-rule')).toBe('evenodd');
    expect(svg.style.width).toBe('auto');
    expect(svg.style.display).toBe('block');
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.hasAttribute('role')).toBe(false);
    const text = svg.querySelector('text')!;
    expect(text.getAttribute('font-family')).toBe('Arial');
    expect(text.getAttribute('font-weight')).toBe('700');
    expect(text.getAttribute('fill-opacity')).toBe('0.9');
    // Text is text: nothing in a drawing becomes markup.
    expect(text.textContent).toBe('<b>Acme</b>');
    expect(text.querySelector('b')).toBeNull();
  });

  it('names a drawn logo that says something by its alternative text', () => {
    const { getByRole } = renderInBrand(<Logo src="/brands/logos/acme.svg" alt="Acme seal" height={48} testId="seal" />, 'figure', '/', page);
    const svg = getByRole('img', { name: 'Acme seal' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.getAttribute('data-testid')).toBe('seal');
    expect(svg.hasAttribute('aria-hidden')).toBe(false);
  });

  it('shows the image when the page data has no drawing of it (a logo that does more than draw)', () => {
    const { container, getByRole } = renderInBrand(<><BrandLogo height={36} lazy /><Logo src="/brands/logos/other.svg" alt="Other" height={48} /></>, 'figure', '/', { logoUrl: '/brands/logos/plain.svg', logoDrawings: page.logoDrawings });
    expect(container.querySelector('svg')).toBeNull();
    const [brand, other] = [...container.querySelectorAll('img')];
    expect(brand.getAttribute('src')).toBe('/brands/logos/plain.svg');
    expect(brand.getAttribute('alt')).toBe('');
    expect(brand.getAttribute('loading')).toBe('lazy');
    expect(getByRole('img', { name: 'Other' })).toBe(other);
    expect(other.hasAttribute('loading')).toBe(false);
  });
});
