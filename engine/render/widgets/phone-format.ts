import { AsYouType, type CountryCode } from 'libphonenumber-js/min';

/**
 * The digits the borrower means after an edit of a formatted number: deleting only a formatting character ("(555)"
 * → "(555") removes the digit before it, so backspace never gets stuck. Pure.
 */
export function typedDigits(raw: string, previous: string): string {
  const digits = raw.replace(/\D/g, '');
  const before = previous.replace(/\D/g, '');
  return raw.length < previous.length && digits === before ? digits.slice(0, -1) : digits;
}

/** National digits formatted as you type for a country ("5551234567", US → "(555) 123-4567"). Pure. */
export function formatNational(digits: string, country: CountryCode): string {
  return digits ? new AsYouType(country).input(digits) : '';
}

/**
 * A US number as typed, formatted "(XXX) XXX-XXXX". A pasted "+1" prefix is dropped; at most 10 digits are kept, or
 * 11 when the borrower typed a leading 1 (kept so validation can say the country code is not needed). Pure.
 */
export function formatUsPhone(raw: string, previous: string): string {
  const trimmed = raw.trim();
  const withoutCode = trimmed.startsWith('+1') ? trimmed.slice(2) : trimmed;
  const digits = typedDigits(withoutCode, previous);
  return formatNational(digits.slice(0, digits.startsWith('1') ? 11 : 10), 'US');
}

/** The E.164 value (possibly partial, "+44740") of national digits typed for a country; undefined when empty. Pure. */
export function toE164(national: string, country: CountryCode): string | undefined {
  if (!national.replace(/\D/g, '')) return undefined;
  const typer = new AsYouType(country);
  typer.input(national);
  return typer.getNumberValue();
}
