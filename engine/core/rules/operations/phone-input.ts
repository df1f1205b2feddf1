/**
 * `heloc_phone_input(stored)`: a stored US phone number in the phone input's '(XXX) XXX-XXXX' form (a leading 1 country
 * code dropped), or null when it is not ten digits. Pure.
 */
export function phoneInput(stored: unknown): string | null {
  const digits = (typeof stored === 'string' ? stored : '').replace(/\D+/g, '').replace(/^1(?=\d{10}$)/, '');
  return digits.length === 10 ? `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}` : null;
}
