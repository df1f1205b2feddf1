import { LOGO_PATH, pageLogoFiles, type Brand, type OrgData, type SvgNode } from '../../engine/core';

/** The page-level organisation object the web app starts from (registration spec §1): the API contract's. */
export type { OrgData } from '../../engine/core';

/**
 * The organisation object of a brand, with the merged brand under orgMetaData.brand. `copy`: the words sent with it
 * (a borrower's page: the part its browser reads, server/spa/browser-copy.ts; the whole copy by default); `logoSvgs`: the
 * drawings of brands/logos/ by file name (ProjectData.logoSvgs), of which the page gets those of the logos it may show. Pure.
 */
export function orgDataFor(brand: Brand, baseUrl: string, copy: Record<string, string> = brand.copy, logoSvgs: Record<string, SvgNode> = {}): OrgData {
  const drawings = Object.fromEntries(pageLogoFiles(brand).filter((f) => logoSvgs[f]).map((f) => [`${LOGO_PATH}${f}`, logoSvgs[f]]));
  return {
    baseUrl,
    canonicalOrgCode: brand.canonicalOrgCode,
    orgBrand: brand.orgBrand,
    orgCode: brand.orgCode,
    orgMetaData: {
      ...brand.orgMetaData,
      brand: {
        id: brand.id, companyName: brand.companyName, logoUrl: `${LOGO_PATH}${brand.logo}`, theme: brand.theme,
        support: brand.support, features: brand.features, rules: brand.rules, copy, ...(Object.keys(drawings).length ? { logoDrawings: drawings } : {}),
      },
    },
    orgPricingData: brand.orgPricingData,
  };
}

/** JSON safe inside a <script> element: `<` is escaped so no `</script>` or comment can close it. Pure. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/** Text safe inside HTML content and quoted attributes. Pure. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Writes the organisation and flag data into the app's index.html as two JSON script elements at the end of the body
 * (data, not script, so a CSP without inline scripts holds; after the page, so the ~90 KB of brand copy does not hold
 * back the parsing and first paint of a page rendered ahead of time: the app reads it once the document is parsed) and
 * sets the document title. Pure.
 */
export function injectPageData(html: string, orgData: OrgData, flags: unknown, title: string): string {
  const tags = `<script id="org-data" type="application/json">${scriptJson(orgData)}</script>`
    + `<script id="flag-data" type="application/json">${scriptJson(flags)}</script>`;
  const titled = /<title>[\s\S]*?<\/title>/i.test(html)
    ? html.replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(title)}</title>`)
    : html.replace(/<\/head>/i, () => `<title>${escapeHtml(title)}</title></head>`);
  if (/<\/body>/i.test(titled)) return titled.replace(/<\/body>(?![\s\S]*<\/body>)/i, () => `${tags}</body>`);
  return `${titled}${tags}`;
}
