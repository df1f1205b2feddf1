import { describe, expect, it } from 'vitest';
import { createCopy, decisionNotice, type ApplicationDecision } from '../../../engine/core';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { readProjectData } from '../../../server/data/project-data';
import { noticePdf } from '../../../server/decisions/notice-pdf';
import { sandboxDecision } from '../../../server/sandbox/sandbox-decision';
import { pdfText } from './notice-pdf-text';

// The notice of a decline as the stored PDF: the brand's words of the notice, read back from the bytes.

const data = readProjectData();
const fixtures = loadFixtures();
const decisionOf = (lastName: string, stage: string, decidedAt = '2026-11-26T10:15:00.000Z'): ApplicationDecision =>
  ({ ...sandboxDecision(fixtures.decisions, lastName, stage)!, decidedAt, noticeDocumentUuid: null });

async function noticeText(brandId: string, decision: ApplicationDecision) {
  const brand = data.brands[brandId];
  const notice = decisionNotice(data.decisionNotice, decision, createCopy(brand), '4455667788');
  return pdfText(await noticePdf(notice, { company: brand.companyName }));
}

describe('the notice PDF', () => {
  it('Lowscore: the title, the reasons, the score with its range, date, bureau and factors, and both rights sections', async () => {
    const { doc, text } = await noticeText('figure', decisionOf('lowscore', 'afterHardPull'));
    expect(doc.getTitle()).toBe('Notice of action taken on your application');
    expect(doc.getAuthor()).toBe('Figure');
    expect(text).toContain('Application ID 4455667788');
    expect(text).toContain('Why we declined your application');
    expect(text).toContain('Credit score below our minimum requirement');
    expect(text).toContain('Limited credit experience');
    expect(text).toContain('Your credit score: 574. Scores range from a low of 300 to a high of 850. Date: November 26, 2026.');
    expect(text).toContain('Source: Example Consumer Data Services');
    expect(text).toContain('Too few accounts currently paid as agreed');
    expect(text).toContain('Your rights under the Fair Credit Reporting Act');
    expect(text).toContain('(888) 555-0177');
    expect(text).toMatch(/free copy of your report from the reporting agency, if you request it no later than 60 days/);
    expect(text).toMatch(/right to dispute the matter with the reporting agency/);
    expect(text).toContain('Your rights under the Equal Credit Opportunity Act');
    expect(text).toMatch(/Federal Trade Commission, Equal Credit Opportunity, Washington, DC 20580/);
  });

  it('Dtidecline: income reasons, and still the score disclosure (the score was used)', async () => {
    const { text } = await noticeText('figure', decisionOf('dtidecline', 'afterHardPull'));
    expect(text).toContain('Income insufficient for the amount of credit requested');
    expect(text).toContain('Excessive obligations in relation to income');
    expect(text).toContain('Your credit score: 712.');
  });

  it('a decision without a score has no score section; another brand writes its own words', async () => {
    const { text } = await noticeText('homepoint', { ...decisionOf('declined', 'registration'), creditScore: null, keyFactors: [] });
    expect(text).toContain('The reasons for our decision');
    expect(text).not.toContain('Why we declined your application');
    expect(text).toContain('Delinquent past or present credit obligations with others');
    expect(text).not.toContain('Your credit score');
    expect(text).toContain('Thank you for applying to Homepoint');
  });

  it('starts a new page when the words run long, and draws a character the font lacks as "?"', async () => {
    const long = { ...decisionOf('declined', 'registration'), reasons: Array.from({ length: 80 }, (_, i) => `CODE_${i}`) };
    const brand = data.brands.figure;
    const notice = decisionNotice(data.decisionNotice, long, createCopy({ ...brand, copy: { ...brand.copy, 'decision.reasons.intro': 'Reasons → listed' } }), '1');
    const { doc, text } = await pdfText(await noticePdf(notice, { company: brand.companyName }));
    expect(doc.getPageCount()).toBeGreaterThan(1);
    expect(text).toContain('Reasons ? listed');
    expect(text).toContain('CODE_79');
  });
});
