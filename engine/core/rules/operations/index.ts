import { age } from './age';
import { compact } from './compact';
import { firstPaymentDateOf } from './first-payment-date';
import { inList } from './in-list';
import { countOf, entriesOf, fromEntries, objectOf, pick, startsWith, toNumber } from './objects';
import { unmetPasswordRules } from './password-rules';
import { phoneInput } from './phone-input';
import { abaValid } from './routing-number';
import { digits, matches, textLength, trim, wordCount } from './text';
import { zipInState } from './us-state';
import { validDate } from './valid-date';

/** Prefix shared by every json-logic operation of this project. */
export const OPERATION_PREFIX = 'heloc_';

/** The project's own json-logic operations, by name. The single place both browser and server register from. */
export const operations: Record<string, (...args: never[]) => unknown> = {
  heloc_age: age,
  heloc_valid_date: validDate,
  heloc_in: inList,
  heloc_length: textLength,
  heloc_trim: trim,
  heloc_words: wordCount,
  heloc_digits: digits,
  heloc_matches: matches,
  heloc_unmet_password_rules: unmetPasswordRules,
  heloc_compact: compact,
  heloc_phone_input: phoneInput,
  heloc_object: objectOf,
  heloc_entries: entriesOf,
  heloc_from_entries: fromEntries,
  heloc_pick: pick,
  heloc_number: toNumber,
  heloc_starts_with: startsWith,
  heloc_aba_valid: abaValid,
  heloc_count: countOf,
  heloc_zip_in_state: zipInState,
  heloc_first_payment_date: firstPaymentDateOf,
};
