/** Plain text's paragraphs: split at blank lines, trimmed, empty ones dropped. Pure. */
export function paragraphs(text: string): string[] {
  return text.split(/\r?\n\s*\r?\n/).map((p) => p.trim()).filter(Boolean);
}

const normalise = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** The signature the summary disclosures expect: the profile's first and last name. Pure. */
export function expectedSignature(name: { firstName: string; lastName: string }): string {
  return `${name.firstName.trim()} ${name.lastName.trim()}`;
}

/** Whether a typed signature is the borrower's first and last name (case and extra spaces ignored, as the server does). Pure. */
export function signatureMatches(typed: string, name: { firstName: string; lastName: string }): boolean {
  return normalise(typed) !== '' && normalise(typed) === normalise(expectedSignature(name));
}
