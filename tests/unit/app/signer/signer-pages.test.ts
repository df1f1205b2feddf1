import { describe, expect, it } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import { accessData } from '../../../../src/auth/access';
import { pageRedirect, signerPages, taskDone } from '../../../../src/signer/signer-pages';

// flows/platform/signer-pages.json: the additional signer's pages as data. Every word is in the default brand, every
// path the pages send the browser to is one of them, and the login's default target is the intro.

const copy = brand.copy as Record<string, string>;
const paths = signerPages.pages.map((p) => p.path);
const byId = Object.fromEntries(signerPages.pages.map((p) => [p.id, p]));

describe('flows/platform/signer-pages.json', () => {
  it('has the intro, resume, cancelled and error pages; the login goes on to the intro', () => {
    expect(Object.keys(byId).sort()).toEqual(['cancelled', 'error', 'intro', 'resume']);
    expect(byId.intro.path).toBe(accessData.loginPages.signerDefaultRedirect);
  });

  it('every copy key is in brands/default.brand.json', () => {
    const keys = [
      ...signerPages.pages.flatMap((p) => [p.titleKey, p.bodyKey, ...(p.action ? [p.action.labelKey] : [])]),
      ...signerPages.tasks.map((t) => t.labelKey),
    ];
    expect(keys.filter((k) => copy[k] === undefined)).toEqual([]);
  });

  it('every path a page sends the browser to is a signer page', () => {
    const targets = [signerPages.loadError, ...signerPages.pages.flatMap((p) => [...Object.values(p.goWhen ?? {}), ...(p.action ? [p.action.to] : [])])];
    expect(targets.filter((t) => !paths.includes(t))).toEqual([]);
  });

  it.each([
    ['intro', 'ACTIVE', null],
    ['intro', 'CANCELLED', '/heloc-signer/cancelled'],
    ['resume', 'CANCELLED', '/heloc-signer/cancelled'],
    ['cancelled', 'CANCELLED', null],
    ['cancelled', 'ACTIVE', '/heloc-signer/intro'],
    ['error', 'ACTIVE', null],
  ] as const)('%s with a task view %s goes to %s', (id, state, target) => {
    expect(pageRedirect(byId[id], state)).toBe(target);
  });

  it.each([
    ['identity', 'INVITED', false],
    ['sign', 'INVITED', false],
    ['sign', 'SIGNED', true],
  ])('task %s of a signer %s done: %s', (id, status, done) => {
    expect(taskDone(signerPages.tasks.find((t) => t.id === id)!, status)).toBe(done);
  });

  it('the intro words name the borrower, the city and state, and the ID, the deed and the notice of the right to cancel', () => {
    expect(copy['signer.intro.body']).toMatch(/\{borrower\}.*\{city\}, \{state\}/);
    const tasks = signerPages.tasks.map((t) => copy[t.labelKey]).join(' ');
    expect(tasks).toMatch(/ID/);
    expect(tasks).toMatch(/deed of trust/);
    expect(tasks).toMatch(/right to cancel/);
  });
});
