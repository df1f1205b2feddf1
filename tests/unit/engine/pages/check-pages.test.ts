import { describe, expect, it } from 'vitest';
import { checkPages, KNOWN_PAGE_COMPONENTS, LENDER_ACTIONS, type PagesFile } from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';
import { LENDER_ACTION_HANDLERS } from '../../../../server/routes/lender-actions';
import { COMPONENT_PAGES } from '../../../../src/application/page-registry';

// What flows check says about flows/application/pages.json beyond its meta-schema: one mistake per row, with the
// file, the pointer and the code of the finding.

const data = readProjectData();
const copy = data.brands.figure.copy as Record<string, string>;
const check = (edit: (pages: PagesFile['pages']) => void, routing = data.routing) => {
  const pages: PagesFile = JSON.parse(JSON.stringify(data.pages)) as PagesFile;
  edit(pages.pages);
  return checkPages({ pages, routing, steps: data.steps, copy, components: KNOWN_PAGE_COMPONENTS, lenderActions: LENDER_ACTIONS })
    .map(({ code, file, pointer }) => ({ code, file, pointer }));
};

describe('flows/application/pages.json check', () => {
  it('the repository data has no finding', () => {
    expect(check(() => undefined)).toEqual([]);
  });

  it.each([
    ['a routed page without a declaration', (p: PagesFile['pages']) => { delete p['review-app/uw']; },
      { code: 'E_UNKNOWN_PAGE', file: 'flows/application/machine.json', pointer: '/states/uwReview/page' }],
    ['an unknown copy key', (p: PagesFile['pages']) => { p.hold = { ...p.hold, titleKey: 'hold.titel' } as never; },
      { code: 'E_UNKNOWN_COPY_KEY', file: 'flows/application/pages.json', pointer: '/pages/hold' }],
    ['an unknown component', (p: PagesFile['pages']) => { p['product/select'] = { kind: 'component', progress: 'PRODUCT_SELECT', component: 'product-selct' }; },
      { code: 'E_UNKNOWN_COMPONENT', file: 'flows/application/pages.json', pointer: '/pages/product~1select/component' }],
    ['a progress value the progress bar does not have', (p: PagesFile['pages']) => { p.identity = { ...p.identity, progress: 'ID_UPLAOD' }; },
      { code: 'E_UNKNOWN_PROGRESS', file: 'flows/application/pages.json', pointer: '/pages/identity/progress' }],
    ['a form page naming no step', (p: PagesFile['pages']) => { p['start/hmda'] = { ...p['start/hmda'], step: 'hmdaa' } as never; },
      { code: 'E_UNKNOWN_STEP', file: 'flows/application/pages.json', pointer: '/pages/start~1hmda/step' }],
    ['an unknown lender action', (p: PagesFile['pages']) => {
      const page = p['start/hmda'] as { call: { lender: string } };
      page.call.lender = 'save-hmdaa';
    }, { code: 'E_UNKNOWN_LENDER_ACTION', file: 'flows/application/pages.json', pointer: '/pages/start~1hmda/call/lender' }],
    ['two pages with the same call', (p: PagesFile['pages']) => {
      p['start/hmda-again'] = p['start/hmda'];
    }, { code: 'E_DUPLICATE_CALL', file: 'flows/application/pages.json', pointer: '/pages/start~1hmda-again/call/path' }],
    ['an unknown operation in a body rule', (p: PagesFile['pages']) => {
      const page = p['start/contact'] as { call: { body: Record<string, unknown> } };
      page.call.body.phoneNumber = { heloc_trimm: [{ var: 'answers.phoneNumber' }] };
    }, { code: 'E_UNKNOWN_OPERATION', file: 'flows/application/pages.json', pointer: '/pages/start~1contact/call/body' }],
    ['a page standing in for an undeclared page', (p: PagesFile['pages']) => { p.hold = { ...p.hold, within: ['hold/nowhere'] }; },
      { code: 'E_UNKNOWN_PAGE', file: 'flows/application/pages.json', pointer: '/pages/hold/within/0' }],
    ['a link to an undeclared page', (p: PagesFile['pages']) => { p.hold = { ...p.hold, links: [{ page: 'hold/nowhere', textKey: 'nextStep.body' }] }; },
      { code: 'E_UNKNOWN_PAGE', file: 'flows/application/pages.json', pointer: '/pages/hold/links/0/page' }],
    ['a link to a page the host would leave at once', (p: PagesFile['pages']) => { p.hold = { ...p.hold, links: [{ page: 'identity', textKey: 'nextStep.body' }] }; },
      { code: 'E_LINK_NOT_WITHIN', file: 'flows/application/pages.json', pointer: '/pages/hold/links/0/page' }],
  ])('%s', (_name, edit, expected) => {
    expect(check(edit)).toContainEqual(expect.objectContaining(expected));
  });
});

describe('names the data may use', () => {
  it('the server handles exactly the lender actions the check knows', () => {
    expect(Object.keys(LENDER_ACTION_HANDLERS).sort()).toEqual([...LENDER_ACTIONS].sort());
  });

  it('the app registers exactly the page components the check knows', () => {
    expect(Object.keys(COMPONENT_PAGES).sort()).toEqual([...KNOWN_PAGE_COMPONENTS].sort());
  });
});
