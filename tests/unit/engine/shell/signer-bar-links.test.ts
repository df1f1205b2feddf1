import { describe, expect, it } from 'vitest';
import { signerBarLinks, type SignerBarRow } from '../../../../engine/core';
import shell from '../../../../flows/platform/shell.json';

// Platform spec §6: an additional signer has no Dashboard link unless also a broker.

const rows = shell.signerBar as SignerBarRow[];

describe('signer bar links', () => {
  it.each<[string, string | undefined, boolean, string[]]>([
    ['a signer who is not a broker', 'https://www.figure.example', false, []],
    ['a signer who is also a broker', 'https://www.figure.example/', true, ['https://www.figure.example/dashboard']],
    ['a broker without a main site', undefined, true, []],
    ['a broker with a main site that is not a web address', 'www.figure.example', true, []],
  ])('%s', (_name, site, isBroker, hrefs) => {
    expect(signerBarLinks(rows, site, { isBroker }).map((l) => l.href)).toEqual(hrefs);
  });

  it('labels the dashboard link with the side navigation word and keeps rows meant for every signer', () => {
    expect(signerBarLinks(rows, 'https://x.example', { isBroker: true })).toEqual([{ id: 'dashboard', labelKey: 'nav.dashboard', href: 'https://x.example/dashboard' }]);
    const everyone: SignerBarRow[] = [{ id: 'help', labelKey: 'nav.contact', mainSitePath: '/help' }, ...rows];
    expect(signerBarLinks(everyone, 'https://x.example', { isBroker: false }).map((l) => l.id)).toEqual(['help']);
  });
});
