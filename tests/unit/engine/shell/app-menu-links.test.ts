import { describe, expect, it } from 'vitest';
import { appMenuLinks, type AppMenuRow } from '../../../../engine/core';
import shell from '../../../../flows/platform/shell.json';

// Platform spec §2: the app menu's destinations (Passport, Group Manager, optional Portfolio Manager, Pay, Exchange).

const rows = shell.appMenu as AppMenuRow[];

describe('app menu links', () => {
  it.each<[string, string | undefined, Record<string, boolean>, string[]]>([
    ['without the portfolio feature', 'https://www.figure.example', {}, [
      'https://www.figure.example/universal-passport', 'https://www.figure.example/group-manager',
      'https://www.figure.example/pay', 'https://www.figure.example/exchange',
    ]],
    ['with the portfolio feature', 'https://www.figure.example/', { portfolioManager: true }, [
      'https://www.figure.example/universal-passport', 'https://www.figure.example/group-manager', 'https://www.figure.example/portfolio',
      'https://www.figure.example/pay', 'https://www.figure.example/exchange',
    ]],
    ['the feature off', 'https://www.lender.example', { portfolioManager: false }, [
      'https://www.lender.example/universal-passport', 'https://www.lender.example/group-manager',
      'https://www.lender.example/pay', 'https://www.lender.example/exchange',
    ]],
    ['no main site', undefined, { portfolioManager: true }, []],
    ['not a web address', 'www.figure.example', {}, []],
  ])('%s', (_name, site, features, hrefs) => {
    expect(appMenuLinks(rows, site, features).map((l) => l.href)).toEqual(hrefs);
  });
  it('labels in the spec order', () => {
    expect(appMenuLinks(rows, 'https://x.example', { portfolioManager: true }).map((l) => l.labelKey))
      .toEqual(['nav.app.passport', 'nav.app.groupManager', 'nav.app.portfolio', 'nav.app.pay', 'nav.app.exchange']);
  });
});
