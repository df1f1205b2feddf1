import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findPage, messageBodyKey, pageCopyKeys, type MessagePage } from '../../../../engine/core';
import { COMPONENT_PAGES, pageComponent } from '../../../../src/application/page-registry';
import { pagesData } from '../../../../src/application/pages-data';
import { routingData } from '../../../../src/application/routing-data';
import { brands, defaultBrand } from './support';

/** The message and next-step pages of flows/application/pages.json. */
const MESSAGE_PAGES = Object.fromEntries(
  Object.entries(pagesData.pages).filter(([, p]) => p.kind === 'message' || p.kind === 'next-step'),
) as Record<string, MessagePage>;

// The pages of flows/application/pages.json (registration §2, §4): every page the routing data can choose has a component, every copy
// key the table and the host's components name exists in the default brand, and the next-step pages name the
// Application ID.

/** Every page path the routing data can send a borrower to under /{uuid}/ (absolute pages excepted). */
const routedPages = [
  ...routingData.statusRoutes.rows.map((r) => r.page),
  ...Object.values(routingData.machine.states).map((s) => s.page),
  ...routingData.machine.declined.exemptPages,
].filter((page, i, all) => !page.startsWith('/') && all.indexOf(page) === i);

/**
 * The pages registration §2 lists under /{uuid}/ (with {type} examples), which the host must be able to show.
 * income/pointserv-callback is not the host's: the router sends it to the link provider's return page (as /plaid-oauth-success).
 */
const SPEC_PAGES = [
  'bank/autopay', 'bank/confirm', 'bank/disburse', 'bank/manual-disburse', 'credit/social', 'credit/error', 'complete',
  'conditions', 'conditions/upload-document', 'conditions/phone-number', 'document/disclosures', 'error/decline',
  'error/credit', 'error/income', 'error/timeout', 'error/flood-cert', 'income/review', 'income/link/bank',
  'income/link/payroll', 'income/upload/paystub', 'income/employer-verification', 'identity', 'insurance/upload',
  'insurance/requirements', 'liens', 'notary/intro', 'notary/schedule-manual', 'notary/reserve-manual', 'notary/session',
  'notary/error', 'product/assets', 'product/select', 'product/prequal-winback', 'signing/intro', 'signing/sign',
  'signing/additional', 'signing/support', 'start/profile', 'start/contact', 'start/hmda', 'start/app-summary',
  'review-app/incorrect-pin', 'review-app/no-credit', 'review-app/property', 'review-app/uw', 'review-app/delinquency',
  'review-app/incorrect-ownership', 'review-app/datatree', 'review-app/signdocs', 'payoff/hold', 'bpo/condition',
  'bpo/hold', 'bpo/waiting', 'bpo/estimate-value', 'bpo/order-bpo', 'hold', 'merchant/review', 'merchant/lien-attestation',
];

describe('every page has a component', () => {
  it.each(routedPages)('routed page %s', (page) => {
    expect(pageComponent(page), `${page}: declare it in flows/application/pages.json`).not.toBeNull();
  });

  it.each(SPEC_PAGES)('spec page %s', (page) => {
    expect(pageComponent(page)).not.toBeNull();
  });

  it('every component page names a registered component', () => {
    const named = Object.values(pagesData.pages).flatMap((p) => (p.kind === 'component' ? [p.component] : []));
    expect(named.filter((name) => !(name in COMPONENT_PAGES))).toEqual([]);
  });

  it('a page under a prefix key is found, the exact key first', () => {
    expect(findPage(pagesData, 'income/upload/paystub')).toBe(pagesData.pages['income/upload/*']);
    expect(findPage(pagesData, 'income/review')).toBe(pagesData.pages['income/review']);
    expect(findPage(pagesData, 'income/upload')).toBeNull();
    expect(findPage(pagesData, 'income/link/fax')).toBeNull();
  });

  it('an unknown page has none', () => {
    expect(pageComponent('no/such-page')).toBeNull();
    expect(pageComponent('income/link')).toBeNull();
  });
});

describe('the table', () => {
  it.each(Object.entries(MESSAGE_PAGES))('%s: every copy key exists in the default brand', (_page, entry) => {
    const missing = pageCopyKeys(entry).filter((key) => !(key in defaultBrand.copy));
    expect(missing).toEqual([]);
  });

  it('review-app/datatree and review-app/signdocs show the timeout page (signdocs on the signing step of the progress bar)', () => {
    const words = ({ progress: _progress, ...page }: { progress: string }) => page;
    expect(words(MESSAGE_PAGES['review-app/datatree'])).toEqual(words(MESSAGE_PAGES['error/timeout']));
    expect(words(MESSAGE_PAGES['review-app/signdocs'])).toEqual(words(MESSAGE_PAGES['error/timeout']));
    expect(MESSAGE_PAGES['review-app/signdocs'].progress).toBe('SIGNING');
  });

  it.each([
    ['MULTIPLE_PROPERTIES', 'review.property.multiple'],
    ['NO_PROPERTY_FOUND', 'review.property.none'],
    ['SOMETHING_ELSE', 'review.property.body'],
  ])('review-app/property for %s says %s', (status, key) => {
    expect(messageBodyKey(MESSAGE_PAGES['review-app/property'], status)).toBe(key);
  });

  it.each([
    ['credit/social', 'credit-ssn', 'POST credit/ssn'],
    ['credit/error', 'credit-pin', 'POST credit/retry'],
    ['review-app/incorrect-pin', 'credit-pin', 'POST credit/retry'],
  ])('%s has the %s form, which calls %s', (page, form, call) => {
    expect(MESSAGE_PAGES[page].form).toBe(form);
    const declared = pagesData.forms?.[form];
    expect(`${declared?.call.method} ${declared?.call.path}`).toBe(call);
    expect(declared?.step).toBe(form);
  });

  it('a message page offers a way on: a form, a link to an account, try again or check again, or the dashboard', () => {
    for (const [page, entry] of Object.entries(MESSAGE_PAGES)) expect(entry.form !== undefined || entry.link !== undefined || entry.actions.length > 0, page).toBe(true);
  });

  it.each(Object.keys(brands))('next-step pages name the Application ID in %s', (brandId) => {
    expect(brands[brandId].copy['nextStep.body']).toContain('{loanNumber}');
  });
});

/** Every `copy('literal')` key in the files of src/application/ this table's components live in (not P1's folders). */
function literalCopyKeys(): { file: string; key: string }[] {
  const root = join(process.cwd(), 'src', 'application');
  const files: string[] = [];
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) {
        if (name !== 'pages' && name !== 'forms') walk(path);
      } else if (/\.tsx?$/.test(name)) files.push(path);
    }
  };
  walk(root);
  return files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/copy\('([^'$`]+)'/g)].map((m) => ({ file, key: m[1] })));
}

describe('copy keys of the host, the message pages and the sidebar', () => {
  const keys = literalCopyKeys();

  it('are found in the source', () => {
    expect(keys.length).toBeGreaterThan(30);
  });

  it('all exist in the default brand', () => {
    expect(keys.filter(({ key }) => !(key in defaultBrand.copy)).map(({ file, key }) => `${file}: ${key}`)).toEqual([]);
  });

  it('the progress steps and rate types exist too', () => {
    const stepKeys = routingData.progress.steps.flatMap((s) => [s.labelKey, s.manualNotaryLabelKey].filter(Boolean) as string[]);
    for (const key of [...stepKeys, 'sidebar.rateType.FIXED', 'sidebar.rateType.VARIABLE', 'sidebar.condition.UNKNOWN']) expect(defaultBrand.copy, key).toHaveProperty([key]);
  });

  it.each(Object.keys(brands))('%s overrides only keys the default brand has', (brandId) => {
    const file = JSON.parse(readFileSync(join(process.cwd(), 'brands', `${brandId}.brand.json`), 'utf8')) as { copy?: Record<string, string> };
    expect(Object.keys(file.copy ?? {}).filter((key) => !(key in defaultBrand.copy))).toEqual([]);
  });
});
