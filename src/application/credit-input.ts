/** A typed SSN as ###-##-####: digits only, hyphens added as the borrower types, at most 9 digits. Pure. */
export function formatSsn(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 9);
  if (digits.length <= 3) return digits;
  if (digits.length <= 5) return `${digits.slice(0, 3)}-${digits.slice(3)}`;
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** The copy key of an SSN's error: required when empty, format when not ###-##-####; null when valid. Pure. */
export function ssnError(ssn: string): string | null {
  if (ssn.trim() === '') return 'credit.ssn.required';
  return /^\d{3}-\d{2}-\d{4}$/.test(ssn) ? null : 'credit.ssn.invalid';
}

/** The copy key of a credit-freeze PIN's error: the PIN is optional; when given, 4 to 16 letters or digits. Pure. */
export function pinError(pin: string): string | null {
  if (pin.trim() === '') return null;
  return /^[A-Za-z0-9]{4,16}$/.test(pin.trim()) ? null : 'credit.pin.invalid';
}
