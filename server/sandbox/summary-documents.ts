import { randomUUID } from 'node:crypto';
import type { ApplicationRow } from '../repositories/applications';
import type { DisclosureDocument } from '../repositories/disclosures';
import type { ProfileRow } from '../repositories/profiles';
import type { StoredProperty } from '../views/application-view';

const dollars = (v: number) => v.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/**
 * The sandbox's summary disclosures for an application: the application summary, the early HELOC disclosure and the
 * e-sign consent. Bodies are plain paragraphs separated by blank lines (contract §3).
 */
export function summaryDocuments(row: ApplicationRow, profile: ProfileRow): DisclosureDocument[] {
  const p = JSON.parse(row.property) as StoredProperty;
  const name = [profile.first_name, profile.middle_name, profile.last_name, profile.suffix].filter(Boolean).join(' ');
  const address = `${p.street1}${p.street2 ? ` ${p.street2}` : ''}, ${p.city}, ${p.state} ${p.zip}`;
  const paragraphs = (...lines: string[]) => lines.join('\n\n');
  return [
    {
      uuid: randomUUID(), title: 'Application summary',
      body: paragraphs(
        `Borrower: ${name}. Application ID: ${row.loan_number}.`,
        `Property: ${address} (${p.occupancyType.toLowerCase()}).`,
        `Line amount: ${dollars(row.amount)} over ${row.term} years at a fixed ${row.rate}% APR, with an initial draw of ${dollars(row.uw_calculated_draw_amount)}.`,
        'Please review this summary. If anything is wrong, contact us before you sign.',
      ),
    },
    {
      uuid: randomUUID(), title: 'Home equity line of credit early disclosure',
      body: paragraphs(
        'This disclosure contains important information about the home equity line of credit you applied for. Keep a copy for your records.',
        'Your home secures this line of credit. You could lose your home if you do not meet the obligations of your agreement.',
        'Additional draws during the draw period carry a variable rate of the Prime Rate plus a margin.',
      ),
    },
    {
      uuid: randomUUID(), title: 'Consent to electronic signatures and records',
      body: paragraphs(
        'You agree to receive disclosures and to sign documents electronically. Your electronic signature has the same effect as a handwritten one.',
        'You may ask for paper copies at any time by contacting us.',
      ),
    },
  ];
}
