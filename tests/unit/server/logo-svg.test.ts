import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { logoSvgTree } from '../../../server/data/logo-svg';
import { readProjectData } from '../../../server/data/project-data';
import { orgDataFor } from '../../../server/spa/page-data';

const svg = (inner: string, attrs = 'viewBox="0 0 10 10"') => `<svg xmlns="http://www.w3.org/2000/svg" ${attrs}>${inner}</svg>`;

describe('logoSvgTree: a brand logo drawn inline only when it only draws', () => {
  it('keeps the drawing: elements, attributes as written, text; drops the title, description, comments and namespaces', () => {
    const tree = logoSvgTree(`<?xml version="1.0"?><!-- made by hand -->${svg(
      '<title>Acme</title><desc>A logo</desc><g transform="translate(1 1)"><path d="M0 0h4v4z" fill-rule="evenodd"/><text x="5" y="8" font-family="Arial" font-weight="700">Acme &amp; Co</text></g>',
      'viewBox="0 0 10 10" width="30" height="30" role="img" aria-label="Acme" xmlns:xlink="http://www.w3.org/1999/xlink"',
    )}`, 'p-');
    expect(tree).toEqual({
      tag: 'svg', attrs: { viewBox: '0 0 10 10', width: '30', height: '30' },
      children: [{ tag: 'g', attrs: { transform: 'translate(1 1)' }, children: [
        { tag: 'path', attrs: { d: 'M0 0h4v4z', 'fill-rule': 'evenodd' }, children: [] },
        { tag: 'text', attrs: { x: '5', y: '8', 'font-family': 'Arial', 'font-weight': '700' }, children: ['Acme & Co'] },
      ] }],
    });
  });

  it('prefixes ids and the url(#…) references to them, so two drawings on a page cannot collide', () => {
    const tree = logoSvgTree(svg('<defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="4" height="4" fill="url(#g)" clip-path="url( \'#c\' )"/>'), 'logo-a-');
    expect(tree?.children).toEqual([
      { tag: 'defs', attrs: {}, children: [{ tag: 'linearGradient', attrs: { id: 'logo-a-g' }, children: [{ tag: 'stop', attrs: { offset: '0', 'stop-color': '#fff' }, children: [] }] }] },
      { tag: 'rect', attrs: { width: '4', height: '4', fill: 'url(#logo-a-g)', 'clip-path': 'url(#logo-a-c)' }, children: [] },
    ]);
  });

  it.each([
    ['a script', svg('<script>alert(1)</script>')],
    ['an event handler', svg('<rect width="1" height="1" onclick="alert(1)"/>')],
    ['an event handler on the root', '<svg onload="alert(1)"><rect/></svg>'],
    ['a style sheet', svg('<style>rect{fill:red}</style><rect/>')],
    ['a class', svg('<rect class="cls-1"/>')],
    ['a style attribute', svg('<rect style="fill:url(https://example.test/x)"/>')],
    ['an image', svg('<image href="https://example.test/x.png"/>')],
    ['a use of another element', svg('<use href="#a"/>')],
    ['a link', svg('<a href="https://example.test"><rect/></a>')],
    ['foreign content', svg('<foreignObject><div>x</div></foreignObject>')],
    ['an animation', svg('<rect><set attributeName="fill" to="red"/></rect>')],
    ['an external url()', svg('<rect fill="url(https://example.test/x.svg#g)"/>')],
    ['a root that is not svg', '<html><body/></html>'],
    ['two roots', `${svg('<rect/>')}${svg('<rect/>')}`],
    ['markup that does not parse', '<svg><rect></svg'],
  ])('refuses a logo with %s: it is shown as an image', (_what, markup) => {
    expect(logoSvgTree(markup, 'p-')).toBeNull();
  });

  it('draws every brand logo of brands/logos inline, and the project data carries them by file name', () => {
    const dir = join(process.cwd(), 'brands/logos');
    const { logoSvgs, brands } = readProjectData();
    for (const name of readdirSync(dir).filter((n) => n.endsWith('.svg'))) {
      expect(logoSvgTree(readFileSync(join(dir, name), 'utf8'), 'p-'), name).not.toBeNull();
      expect(logoSvgs[name]?.tag, name).toBe('svg');
    }
    for (const brand of Object.values(brands)) expect(logoSvgs[brand.logo], brand.id).toBeDefined();
  });
});

describe('orgDataFor: the drawings a page gets', () => {
  it('sends, by URL, the drawings of the brand logo and the footer logos, and no others', () => {
    const data = readProjectData();
    const brand = data.brands.figure;
    const drawings = orgDataFor(brand, 'https://example.test', brand.copy, data.logoSvgs).orgMetaData.brand.logoDrawings!;
    expect(Object.keys(drawings).sort()).toEqual([`/brands/logos/${brand.logo}`, '/brands/logos/equal-housing-lender.svg'].sort());
    expect(drawings[`/brands/logos/${brand.logo}`]).toEqual(data.logoSvgs[brand.logo]);
    expect(orgDataFor(brand, 'https://example.test').orgMetaData.brand.logoDrawings).toBeUndefined();
    // A credit union's pages show the credit union's logo in the footer instead.
    const creditUnion = { ...brand, features: { ...brand.features, creditUnionLogo: true } };
    expect(Object.keys(orgDataFor(creditUnion, 'https://example.test', brand.copy, data.logoSvgs).orgMetaData.brand.logoDrawings!).sort())
      .toEqual([`/brands/logos/${brand.logo}`, '/brands/logos/ncua.svg'].sort());
  });
});
