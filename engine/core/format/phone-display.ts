/**
 * A stored US phone number as the shell shows it, '(XXX) XXX-XXXX' (platform spec §5): spaces, parentheses, dashes
 * and a leading +1 or 1 country code are dropped first. Anything that is not then exactly 10 digits is returned
 * trimmed, as given. Pure.
 */
export function formatPhoneDisplay(stored: string | null | undefined): string {
  const text = (stored ?? '').trim();
  const digits = text.replace(/\D/g, '');
  const national = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  if (national.length !== 10) return text;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}
