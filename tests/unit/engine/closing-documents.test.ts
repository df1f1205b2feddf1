import { describe, expect, it } from 'vitest';
import { closingDocuments, closingValues, createCopy, type ClosingConstants, type ClosingInput } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';

// The closing documents' words (flows/application/closing-documents.json) from the closing values, in a brand's copy.

const data = readProjectData();
const closing = (data.constants as { closing: ClosingConstants }).closing;
const copy = createCopy(data.brands.figure);
const INPUT: ClosingInput = {
  borrowerName: 'Alex Rivera', company: 'Figure', loanNumber: '1000000001', propertyAddress: '2701 E 7th Ave, Denver, CO 80206',
  occupancyType: 'HOME', lineAmount: 150000, initialDraw: 100000, apr: 8.95, termYears: 10, monthlyPayment: 1327.26,
  originationFee: 4990, recordingCosts: 95.5, payType: 'MANUAL', signedOn: '2026-11-25',
};

describe('closing documents', () => {
  it('a principal dwelling: agreement, right to cancel (ending three business days after signing, Thanksgiving skipped), deed', () => {
    const docs = closingDocuments(data.closingDocuments, closingValues(INPUT, closing, copy), copy);
    expect(docs.map((d) => d.type)).toEqual(['HELOC_AGREEMENT', 'RIGHT_TO_CANCEL_NOTICE', 'DEED_OF_TRUST']);
    const terms = docs[0].sections[0].blocks[0];
    expect(terms).toEqual({ kind: 'list', items: [
      'Credit limit: $150,000', 'Initial draw at closing: $100,000', 'Annual percentage rate (fixed): 8.950%', 'Term: 10 years',
      'Estimated monthly payment on the initial draw: $1,327.26', 'Origination fee: $4,990', 'Recording costs: $95.50',
      'How you pay: Payments you make yourself each month',
    ] });
    expect(docs[0].sections[1].blocks[0]).toEqual({ kind: 'text', text: expect.stringContaining('$5,085.50 in all') });
    const deadline = docs[1].sections[2].blocks[1];
    expect(deadline).toEqual({ kind: 'text', text: 'To cancel, you must tell us no later than midnight of Monday, November 30, 2026.' });
    expect(docs[2].intro).toContain('up to a maximum principal amount of $150,000');
  });

  it.each(['SECONDARY', 'INVESTMENT'])('%s: no right to cancel, so no notice', (occupancyType) => {
    const values = closingValues({ ...INPUT, occupancyType }, closing, copy);
    expect(values.rescissionEndDate).toBeNull();
    expect(closingDocuments(data.closingDocuments, values, copy).map((d) => d.type)).toEqual(['HELOC_AGREEMENT', 'DEED_OF_TRUST']);
  });
});
