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
