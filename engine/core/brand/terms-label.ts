/** The brand's terms-label rule (brand `rules.termsLabel`): a copy key per organisation code, and the default key. */
export interface TermsLabelRule {
  default: string;
  byOrgCode?: Record<string, string>;
}

/**
 * The copy key of the footer's terms link label for an organisation code: the rule's row for that code, else its
 * default (platform spec §2: 'Terms of Use' for a listed set of organisations, 'Terms of Service' for all others).
 * Organisation codes compare case-insensitively. Pure; never throws.
 */
export function termsLabelKey(rule: TermsLabelRule, orgCode: string): string {
  const code = orgCode.trim().toUpperCase();
  return rule.byOrgCode?.[code] ?? rule.default;
}
