import { footerLogoFile, LOGO_PATH, termsLabelKey, type Copy, type TermsLabelRule } from '../../../engine/core';

/** A link in the footer. */
export interface FooterLink {
  label: string;
  href: string;
}

/** What the footer shows that comes from brand and organisation data alone (no API call). */
export interface FooterModel {
  legal: FooterLink[];
  /** Extra links from the organisation's settings (orgMetaData.heloc.footerLinks). */
  more: FooterLink[];
  email: FooterLink;
  phone: FooterLink;
  logo: { src: string; alt: string };
  /** '{legalName}, NMLS #{nmls}' from orgMetaData.companyInfo, or null without an NMLS number. */
  company: string | null;
  /** Brand notice (when the brand has one), data-protection and 90-day eligibility notices, in that order. */
  notices: string[];
}

/** The inputs: the organisation code and settings, the brand's switches and rules, its support contact and copy. */
export interface FooterModelInput {
  orgCode: string;
  orgMetaData: Record<string, unknown>;
  features: Record<string, boolean>;
  rules: Record<string, unknown>;
  support: { phone: string; email: string };
  copy: Copy;
}

const DEFAULT_TERMS_RULE: TermsLabelRule = { default: 'footer.terms.service' };

type OrgHeloc = { termsUrl?: unknown; privacyUrl?: unknown; footerLinks?: unknown };
type CompanyInfo = { name?: unknown; nmls?: unknown };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);

function extraLinks(value: unknown): FooterLink[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item) => {
    const label = text((item as FooterLink)?.label);
    const href = text((item as FooterLink)?.href);
    return label && href ? [{ label, href }] : [];
  });
}

/**
 * Builds the footer's data-driven parts: the legal links (terms label by the brand's organisation-code rule; terms
 * and privacy URLs from the organisation's settings when it gives them, else the copy's defaults), the extra links,
 * the support e-mail and phone links, the equal housing lender logo or, when `features.creditUnionLogo` is on, the
 * credit-union logo, the company line and the notices (empty copy hides a notice). Pure.
 */
export function footerModel(input: FooterModelInput): FooterModel {
  const { copy } = input;
  const heloc = (input.orgMetaData.heloc ?? {}) as OrgHeloc;
  const company = (input.orgMetaData.companyInfo ?? {}) as CompanyInfo;
  const termsRule = (input.rules.termsLabel as TermsLabelRule | undefined) ?? DEFAULT_TERMS_RULE;
  const creditUnion = input.features.creditUnionLogo === true;
  const nmls = text(company.nmls);
  return {
    legal: [
      { label: copy(termsLabelKey(termsRule, input.orgCode)), href: text(heloc.termsUrl) ?? copy('footer.terms.href') },
      { label: copy('footer.privacy.label'), href: text(heloc.privacyUrl) ?? copy('footer.privacy.href') },
      { label: copy('footer.licenses.label'), href: copy('footer.licenses.href') },
      { label: copy('footer.communications.label'), href: copy('footer.communications.href') },
    ],
    more: extraLinks(heloc.footerLinks),
    email: { label: copy('footer.contact.email'), href: `mailto:${input.support.email}` },
    phone: { label: copy('footer.contact.phone'), href: `tel:+1${input.support.phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}` },
    logo: { src: `${LOGO_PATH}${footerLogoFile(input.features)}`, alt: copy(creditUnion ? 'footer.logo.creditUnion' : 'footer.logo.equalHousing') },
    company: nmls ? copy('footer.company', { legalName: text(company.name) ?? '', nmls }) : null,
    notices: ['footer.notice.brand', 'footer.notice.dataProtection', 'footer.notice.eligibility'].map((key) => copy(key)).filter((n) => n.trim() !== ''),
  };
}
