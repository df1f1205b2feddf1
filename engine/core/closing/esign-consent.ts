import type { Copy } from '../brand/create-copy';
import type { DecisionNotice } from '../decision/types';
import type { Brand } from '../types';

/** flows/application/esign-consent.json (schemas/application-esign-consent.schema.json). */
export interface EsignConsentLayout {
  version: string;
  titleKey: string;
  introKey: string;
  fileNameKey: string;
  sections: { id: string; headingKey: string; textKey: string }[];
}

/** The values the consent's words (and its file name) get: the lender's name and contacts, and the loan number. Pure. */
export function esignConsentValues(brand: Pick<Brand, 'companyName'> & { support?: Partial<Brand['support']> }, loanNumber: string): Record<string, string> {
  return { company: brand.companyName, loanNumber, phone: brand.support?.phone ?? '', email: brand.support?.email ?? '' };
}

/**
 * The E-SIGN consent statement in the brand's words, in the shape of a notice (so the one PDF writer renders it),
 * each text interpolated with `values` (`esignConsentValues`: company, loanNumber, phone, email). Pure.
 */
export function esignConsentStatement(layout: EsignConsentLayout, values: Record<string, unknown>, copy: Copy): DecisionNotice {
  return {
    title: copy(layout.titleKey, values),
    intro: copy(layout.introKey, values),
    sections: layout.sections.map((s) => ({ id: s.id, heading: copy(s.headingKey, values), blocks: [{ kind: 'text' as const, text: copy(s.textKey, values) }] })),
  };
}

/** Every copy key the consent layout names (for the data check). Pure. */
export function esignConsentCopyKeys(layout: EsignConsentLayout): string[] {
  return [layout.titleKey, layout.introKey, layout.fileNameKey, ...layout.sections.flatMap((s) => [s.headingKey, s.textKey])];
}
