import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe';
import { BRANDS } from './support/brands';

// Every brand's footer on the first registration page matches its data: the brand file over the default brand for
// words, links, logos and notices; the API for operating hours (Pacific ranges) and the state licence list.

type BrandJson = {
  orgCode?: string; support?: { phone: string; email: string }; features?: Record<string, boolean>;
  rules?: { termsLabel?: { default: string; byOrgCode?: Record<string, string> } }; copy?: Record<string, string>;
  orgMetaData?: { companyInfo?: { name?: string; nmls?: string }; heloc?: { privacyUrl?: string; termsUrl?: string; footerLinks?: { label: string; href: string }[] } };
};
const read = (id: string): BrandJson => JSON.parse(readFileSync(join(process.cwd(), 'brands', `${id}.brand.json`), 'utf8'));
const defaults = read('default');

/** What a brand's footer must show, from its file over the default brand (the same merge the server does). */
function expected(id: string) {
  const b = read(id);
  const copy = { ...defaults.copy, ...b.copy };
  const support = { ...defaults.support!, ...b.support };
  const orgCode = b.orgCode ?? defaults.orgCode!;
  const rule = b.rules?.termsLabel ?? defaults.rules!.termsLabel!;
  const heloc = { ...defaults.orgMetaData?.heloc, ...b.orgMetaData?.heloc };
  const company = { ...defaults.orgMetaData?.companyInfo, ...b.orgMetaData?.companyInfo };
  const creditUnion = b.features?.creditUnionLogo ?? defaults.features!.creditUnionLogo;
  return {
    orgCode, support, copy,
    legal: [
      [copy[rule.byOrgCode?.[orgCode] ?? rule.default], heloc.termsUrl ?? copy['footer.terms.href']],
      [copy['footer.privacy.label'], heloc.privacyUrl ?? copy['footer.privacy.href']],
      [copy['footer.licenses.label'], copy['footer.licenses.href']],
      [copy['footer.communications.label'], copy['footer.communications.href']],
    ],
    more: (heloc.footerLinks ?? []).map((l) => [l.label, l.href]),
    logoAlt: creditUnion ? copy['footer.logo.creditUnion'] : copy['footer.logo.equalHousing'],
    company: `${company.name}, NMLS #${company.nmls}`,
    notices: [copy['footer.notice.brand'], copy['footer.notice.dataProtection'], copy['footer.notice.eligibility']].filter(Boolean),
  };
}

for (const brand of BRANDS) {
  test(`${brand.id}: the footer matches the brand data and the API`, async ({ page, request }) => {
    const want = expected(brand.id);
    await page.goto(`/account/heloc/register-v2?org=${brand.id}`);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toBeVisible();

    const linksOf = async (name: string) => {
      const region = footer.getByRole('region', { name });
      return region.getByRole('listitem').getByRole('link').evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    };
    expect(await linksOf(want.copy['footer.legal.heading'])).toEqual(want.legal);
    if (want.more.length) expect(await linksOf(want.copy['footer.more.heading'].replace('{company}', brand.companyName))).toEqual(want.more);
    else await expect(footer.getByTestId('footer-more')).toHaveCount(0);

    const contact = footer.getByRole('region', { name: want.copy['footer.contact.heading'] });
    await expect(contact.getByRole('link', { name: want.support.email })).toHaveAttribute('href', `mailto:${want.support.email}`);
    await expect(contact.getByRole('link', { name: want.support.phone })).toHaveAttribute('href', `tel:+1${want.support.phone.replace(/\D/g, '')}`);

    const hours = await request.get(`/service-operating-hours/external/api/v1/hours/OPS_PHONE?display=true`, { headers: { 'x-org': want.orgCode } });
    const display: string[] = (await hours.json()).display;
    expect(display[0]).toMatch(/^Monday-Friday \d{1,2}:\d{2} [AP]M - \d{1,2}:\d{2} [AP]M PT$/);
    await expect(footer.getByTestId('footer-hours-row')).toHaveText(display);

    const licenses: { abbrev: string; name: string; licenseNumber: string }[] = await (await request.get(`/service-application/external/api/v1/heloc/state-licenses?orgCode=${want.orgCode}`)).json();
    const licenceRegion = footer.getByRole('region', { name: want.copy['footer.licenses.heading'] });
    await licenceRegion.getByText(want.copy['footer.licenses.summary']).click();
    await expect(licenceRegion.getByRole('listitem')).toHaveText(licenses.map((l) => `${l.name} (${l.abbrev}): ${l.licenseNumber}`));
    expect(licenses.map((l) => l.abbrev)).toEqual([...licenses.map((l) => l.abbrev)].sort());

    await expect(footer.getByRole('img', { name: want.logoAlt })).toBeVisible();
    await expect(footer.getByTestId('footer-company')).toHaveText(want.company);
    for (const notice of want.notices) await expect(footer.getByText(notice, { exact: true })).toBeVisible();

    await expectNoSeriousViolations(page, `${brand.id} footer`);
  });
}

test('the footer asks the API for the phone line hours and the organisation licences', async ({ page }) => {
  const late: string[] = [];
  page.on('request', (r) => { if (/state-licenses|service-operating-hours/.test(r.url())) late.push(r.url()); });
  await page.goto('/account/heloc/register-v2?org=figure');
  await expect(page.getByRole('contentinfo').getByTestId('footer-hours-row').first()).toBeVisible();
  await expect.poll(() => late.some((u) => u.includes('/hours/OPS_PHONE'))).toBe(true);
  await expect.poll(() => late.some((u) => u.includes('state-licenses?orgCode=FIGURE'))).toBe(true);
});
