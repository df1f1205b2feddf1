import { describe, expect, it } from 'vitest';
import brand from '../../../../brands/default.brand.json';
import { accessData } from '../../../../src/auth/access';
import { actionTarget, pageRedirect, signerConditionsSettings, signerPages, taskDone } from '../../../../src/signer/signer-pages';

// flows/platform/signer-pages.json: the additional signer's pages as data. Every word is in the default brand, every
// path the pages send the browser to is one of them, and the login's default target is the intro.

const copy = brand.copy as Record<string, string>;
const paths = signerPages.pages.map((p) => p.path);
const byId = Object.fromEntries(signerPages.pages.map((p) => [p.id, p]));

describe('flows/platform/signer-pages.json', () => {
  it('has the intro, resume, identity, documents, sign, cancelled and error pages; the login goes on to the intro', () => {
    expect(Object.keys(byId).sort()).toEqual(['cancelled', 'documents', 'error', 'identity', 'intro', 'resume', 'sign']);
    expect(byId.intro.path).toBe(accessData.loginPages.signerDefaultRedirect);
  });

  it('every copy key is in brands/default.brand.json', () => {
    const keys = [
      ...signerPages.pages.flatMap((p) => [p.titleKey, p.bodyKey, ...(p.action ? [p.action.labelKey] : [])]),
      ...signerPages.tasks.map((t) => t.labelKey),
    ];
    expect(keys.filter((k) => copy[k] === undefined)).toEqual([]);
  });

  it('the pages that tell of open conditions are task pages, and the notice\'s words are in the default brand', () => {
    expect(signerConditionsSettings.noticeOn).toEqual(['intro', 'resume', 'sign']);
    expect(signerConditionsSettings.noticeOn.filter((id) => !byId[id]?.loadsTasks)).toEqual([]);
    expect(copy['signer.conditions.notice']).toContain('{count}');
    expect(copy['signer.conditions.noticeLink']).toBeTruthy();
  });

  it('every path a page sends the browser to is a signer page', () => {
    const targets = [
      signerPages.loadError, ...signerPages.pages.flatMap((p) => [...Object.values(p.goWhen ?? {}), ...(p.action ? [p.action.to] : [])]),
      ...signerPages.tasks.flatMap((t) => (t.path ? [t.path] : [])),
    ];
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

  const view = (state: 'ACTIVE' | 'CANCELLED', signed: boolean, done: string[] = []) => ({ state, signer: { status: signed ? 'SIGNED' : 'INVITED', signed }, done });
  it.each([
    ['identity', view('ACTIVE', false), null],
    ['identity', view('ACTIVE', true), '/heloc-signer/sign'],
    ['identity', view('CANCELLED', false), '/heloc-signer/cancelled'],
    ['documents', view('ACTIVE', false), null],
    ['documents', view('ACTIVE', true), '/heloc-signer/sign'],
    ['sign', view('ACTIVE', false), '/heloc-signer/documents'],
    ['sign', view('ACTIVE', true), null],
    ['sign', view('CANCELLED', true), '/heloc-signer/cancelled'],
    ['resume', view('ACTIVE', true), '/heloc-signer/sign'],
  ] as const)('%s with the task view %j goes to %s', (id, v, target) => {
    expect(pageRedirect(byId[id], { ...v, done: [...v.done] })).toBe(target);
  });

  it.each([
    ['identity', 'INVITED', [], false],
    ['identity', 'INVITED', ['identity'], true],
    ['sign', 'INVITED', ['identity'], false],
    ['sign', 'SIGNED', [], true],
  ])('task %s of a signer %s with %j done: %s', (id, status, done, expected) => {
    expect(taskDone(signerPages.tasks.find((t) => t.id === id)!, status, done)).toBe(expected);
  });

  it.each([
    [view('ACTIVE', false), '/heloc-signer/identity'],
    [view('ACTIVE', false, ['identity']), '/heloc-signer/documents'],
    [view('ACTIVE', true, ['identity', 'documents', 'sign']), null],
  ])('the resume action with %j leads to %s', (v, target) => {
    expect(actionTarget(byId.resume, v)).toBe(target);
  });

  it('the intro words name the borrower, the city and state, and the ID, the deed and the notice of the right to cancel', () => {
    expect(copy['signer.intro.body']).toMatch(/\{borrower\}.*\{city\}, \{state\}/);
    const tasks = signerPages.tasks.map((t) => copy[t.labelKey]).join(' ');
    expect(tasks).toMatch(/ID/);
    expect(tasks).toMatch(/deed of trust/);
    expect(tasks).toMatch(/right to cancel/);
  });
});
