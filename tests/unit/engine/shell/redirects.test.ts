import { describe, expect, it } from 'vitest';
import { resolveRedirect, type RedirectContext, type RedirectTable } from '../../../../engine/core';
import redirects from '../../../../flows/platform/redirects.json';
import signerPages from '../../../../flows/platform/signer-pages.json';

// Registration spec §2: "The paths /account, /terms, /communications, /privacy, /licenses and the root send the browser
// to the dashboard or to the matching page of the main site"; platform §2: /dashboard, /dashboard/settings, /contact.

const table = redirects as RedirectTable;
const figure: RedirectContext = { mainSiteUrl: 'https://www.figure.example', orgLinks: { termsLabel: 'Terms of Service' } };
const fairway: RedirectContext = { mainSiteUrl: 'https://www.fairway.example/', orgLinks: { privacyUrl: 'https://www.fairway.example/privacy-notice' } };
const relativeLinks: RedirectContext = { mainSiteUrl: 'https://www.lender.example', orgLinks: { termsUrl: '/legal/terms' } };

describe('flows/platform/redirects.json', () => {
  it.each<[string, RedirectContext, ReturnType<typeof resolveRedirect>]>([
    ['/', figure, { kind: 'app', path: '/account/heloc/dashboard' }],
    ['/account', figure, { kind: 'app', path: '/account/heloc/dashboard' }],
    ['/account/', figure, { kind: 'app', path: '/account/heloc/dashboard' }],
    ['/dashboard', figure, { kind: 'app', path: '/account/heloc/dashboard' }],
    ['/dashboard/settings', figure, { kind: 'app', path: '/account/heloc/dashboard/settings' }],
    ['/contact', figure, { kind: 'app', path: '/account/heloc/contact' }],
    ['/terms', figure, { kind: 'external', url: 'https://www.figure.example/terms' }],
    ['/privacy', figure, { kind: 'external', url: 'https://www.figure.example/privacy' }],
    ['/communications', figure, { kind: 'external', url: 'https://www.figure.example/communications' }],
    ['/licenses', figure, { kind: 'external', url: 'https://www.figure.example/licenses' }],
    ['/licenses/', figure, { kind: 'external', url: 'https://www.figure.example/licenses' }],
    // The organisation's own link wins, as in the footer; the main site's trailing slash is dropped.
    ['/privacy', fairway, { kind: 'external', url: 'https://www.fairway.example/privacy-notice' }],
    ['/terms', fairway, { kind: 'external', url: 'https://www.fairway.example/terms' }],
    // A relative link of the organisation is a page of its main site.
    ['/terms', relativeLinks, { kind: 'external', url: 'https://www.lender.example/legal/terms' }],
    // Without a main site a marketing path is not redirected (registration takes it).
    ['/terms', {}, null],
    ['/terms', { mainSiteUrl: 'javascript:alert(1)' }, null],
    // Unknown paths, and paths the app serves itself, are not in the table.
    ['/somewhere', figure, null],
    ['/account/heloc/dashboard', figure, null],
    ['/account/register', figure, null],
    ['/Terms', figure, null],
    // The additional signer's legacy paths keep the rest of the path (LegacyRedirect keeps the query).
    // The bare signer paths go to the signer's intro (not to registration, where a CO_DEEDER's token is removed).
    ['/heloc-signer', figure, { kind: 'app', path: '/heloc-signer/intro' }],
    ['/heloc-signer/', figure, { kind: 'app', path: '/heloc-signer/intro' }],
    ['/account/heloc-signer', figure, { kind: 'app', path: '/heloc-signer/intro' }],
    ['/account/heloc-signer/', figure, { kind: 'app', path: '/heloc-signer/intro' }],
    ['/heloc-signer/unknown', figure, null],
    ['/account/heloc-signer/login', figure, { kind: 'app', path: '/heloc-signer/login' }],
    ['/account/heloc-signer/intro/', figure, { kind: 'app', path: '/heloc-signer/intro' }],
    ['/account/heloc-signer/conditions/upload-document', figure, { kind: 'app', path: '/heloc-signer/conditions/upload-document' }],
    ['/account/heloc-signerx', figure, null],
    ['/account/heloc-signer-login', figure, null],
    // An exact row does not take the paths under it.
    ['/contact/more', figure, null],
  ])('%s → %j', (path, context, expected) => {
    expect(resolveRedirect(table, path, context)).toEqual(expected);
  });
});

describe('the additional signer\'s paths', () => {
  it('every signer path of the table lands on a signer page of flows/platform/signer-pages.json, following redirects to the end', () => {
    const pagePaths = signerPages.pages.map((p) => p.path);
    for (const start of ['/heloc-signer', '/account/heloc-signer', '/account/heloc-signer/', '/account/heloc-signer/resume']) {
      let target = resolveRedirect(table, start, figure);
      for (let hops = 0; target?.kind === 'app' && resolveRedirect(table, target.path, figure) && hops < 5; hops += 1) target = resolveRedirect(table, target.path, figure);
      expect({ start, target }).toEqual({ start, target: { kind: 'app', path: expect.stringMatching(/^\/heloc-signer\//) } });
      expect(pagePaths).toContain((target as { path: string }).path);
    }
  });
});
