import { describe, expect, it } from 'vitest';
import { createCopy, decisionNotice, noticeDate, type ApplicationDecision, type DecisionNoticeLayout } from '../../../../engine/core';

// The notice of a decline built from its layout (flows/application/decision-notice.json) and a brand's copy.

const layout: DecisionNoticeLayout = {
  titleKey: 't', introKey: 'i', downloadKey: 'd', fileNameKey: 'f', regulatorKey: 'reg',
  reasonKeys: { LOW: 'r.low' }, factorKeys: { DEBT: 'k.debt' },
  sections: [
    { id: 'reasons', headingKey: 'h.reasons', blocks: [{ textKey: 'p.reasons' }, { list: 'reasons' }] },
    { id: 'score', headingKey: 'h.score', requires: 'creditScore', blocks: [{ textKey: 'p.score' }, { list: 'keyFactors' }] },
    { id: 'ecoa', headingKey: 'h.ecoa', blocks: [{ textKey: 'p.ecoa' }] },
  ],
};
const copy = createCopy({
  companyName: 'Lender', support: { phone: '1', email: 'e', hours: 'h' },
  copy: {
    t: 'Notice', i: '{company} declined {loanNumber} on {decisionDate}', 'r.low': 'Low', 'k.debt': 'Debt', reg: 'the Agency',
    'h.reasons': 'Reasons', 'p.reasons': 'Because:', 'h.score': 'Score', 'p.score': '{score} ({scoreMin}–{scoreMax}) from {bureauName}, {bureauPhone}',
    'h.ecoa': 'ECOA', 'p.ecoa': 'Ask {regulator}.',
  },
});
const decision: ApplicationDecision = {
  reasons: ['LOW', 'UNLISTED'], bureau: { name: 'Bureau', address: 'Here', phone: '(800) 555-0100', website: 'https://b.example' },
  creditScore: { score: 601, min: 300, max: 850 }, keyFactors: ['DEBT'], decidedAt: '2026-02-03T23:30:00.000Z', noticeDocumentUuid: null,
};

describe('decisionNotice', () => {
  it('fills every section in order, codes in words (an unlisted code as itself), values interpolated', () => {
    expect(decisionNotice(layout, decision, copy, '42')).toEqual({
      title: 'Notice',
      intro: 'Lender declined 42 on February 3, 2026',
      sections: [
        { id: 'reasons', heading: 'Reasons', blocks: [{ kind: 'text', text: 'Because:' }, { kind: 'list', items: ['Low', 'UNLISTED'] }] },
        { id: 'score', heading: 'Score', blocks: [{ kind: 'text', text: '601 (300–850) from Bureau, (800) 555-0100' }, { kind: 'list', items: ['Debt'] }] },
        { id: 'ecoa', heading: 'ECOA', blocks: [{ kind: 'text', text: 'Ask the Agency.' }] },
      ],
    });
  });

  it('leaves out the score section when no score was used, and an empty list', () => {
    const notice = decisionNotice(layout, { ...decision, creditScore: null }, copy, '42');
    expect(notice.sections.map((s) => s.id)).toEqual(['reasons', 'ecoa']);
    const noFactors = decisionNotice(layout, { ...decision, keyFactors: [] }, copy, '42');
    expect(noFactors.sections[1].blocks).toEqual([{ kind: 'text', text: '601 (300–850) from Bureau, (800) 555-0100' }]);
  });

  it.each([
    ['2026-11-26T10:15:00.000Z', 'November 26, 2026'],
    ['2026-01-01', 'January 1, 2026'],
    ['soon', 'soon'],
  ])('noticeDate(%s) = %s', (iso, expected) => {
    expect(noticeDate(iso)).toBe(expected);
  });
});
