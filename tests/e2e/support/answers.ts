/** A unique e-mail address for a new borrower. */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@borrower.example`;
}

/** A birth date that makes the borrower `years` old (plus a month) today. */
export function dobForAge(years: number, now = new Date()): { day: number; month: number; year: number } {
  const d = new Date(now.getFullYear() - years, now.getMonth() - 1, Math.min(now.getDate(), 28));
  return { day: d.getDate(), month: d.getMonth() + 1, year: d.getFullYear() };
}

/** Complete answers up to (not including) the contact and password steps, for seeding session storage. */
export function answersBeforeContact(minAge: number, lastName = 'Rivera'): Record<string, unknown> {
  return {
    propertyAddress: { street1: '1600 Pennsylvania Ave', city: 'Denver', state: 'CO', zip: '80203', occupancyType: 'SECONDARY' },
    homeAddress: { street1: '42 Wallaby Way', city: 'Boulder', state: 'CO', zip: '80302' },
    isListedForSale: false,
    income: { employmentType: 'FULL_TIME', income: 125000, otherIncome: 0 },
    name: { firstName: 'Alex', lastName, suffix: '' },
    dob: dobForAge(Math.max(minAge, 18) + 5),
  };
}

/** Valid answers of the phone-and-email step, for seeding. */
export function contactAnswers(email: string): Record<string, unknown> {
  return { email, phoneNumber: '(303) 555-0142', termPrivacyConsent: true, communicationConsent: true };
}

/** Complete answers of every step that stores its answers (passwords are never stored), for seeding. */
export function fullAnswers(minAge: number, lastName = 'Rivera', email = uniqueEmail('full')): Record<string, unknown> {
  return { ...answersBeforeContact(minAge, lastName), ...contactAnswers(email) };
}

/** The answer keys each registration step owns. */
export const STEP_ANSWER_KEYS: Record<string, string[]> = {
  'property-address': ['propertyAddress'],
  'home-address': ['homeAddress'],
  'for-sale': ['isListedForSale'],
  'annual-income': ['income'],
  'legal-name': ['name'],
  birthdate: ['dob'],
  'phone-and-email': ['email', 'phoneNumber', 'termPrivacyConsent', 'communicationConsent', 'smsMarketingConsent', 'smsTransactionalConsent'],
  'set-password': ['password', 'confirmPassword'],
};

/** Complete answers except those of `stepId`, so that step renders empty and every other step is done. */
export function answersFor(stepId: string, minAge: number, lastName = 'Rivera'): Record<string, unknown> {
  const all = fullAnswers(minAge, lastName);
  for (const key of STEP_ANSWER_KEYS[stepId] ?? []) delete all[key];
  return all;
}
