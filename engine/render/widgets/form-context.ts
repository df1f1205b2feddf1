import type { Copy } from '../../core/brand/create-copy';
import type { PasswordRule } from '../../core/rules/operations/password-rules';

/** One address proposed by the typeahead; picking it fills the five address fields. */
export interface AddressSuggestion {
  fullAddress: string;
  street1: string;
  street2?: string;
  city: string;
  state: string;
  zip: string;
}

/** The `formContext` the step renderer hands to every RJSF `Form`; the widgets read it through `registry.formContext`. */
export interface StepFormContext {
  /** The brand's words for a copy key, with values interpolated. */
  copy: Copy;
  /** Address typeahead search; called debounced, with at least three characters. */
  searchAddresses: (text: string) => Promise<AddressSuggestion[]>;
  constants: { passwordRules: PasswordRule[] };
  /** Marks a field (dotted path, e.g. `propertyAddress.street1`) as touched, so the renderer shows its errors. */
  touch: (field: string) => void;
}
