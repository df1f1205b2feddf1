import { describe, expect, it } from 'vitest';
import { answerableCategories, signerConditionsOn } from '../../../../engine/core';
import conditionsJson from '../../../../flows/application/conditions.json';
import signerPages from '../../../../flows/platform/signer-pages.json';

// Who can answer which condition category (engine/core/conditions/answerable-categories.ts): the borrower every
// category; a co-signer only with their conditions pages' flag on, and only on the pages they have.

const FLAG = 'fe-heloc-additional-signer-conditions';
const categories = {
  BANK: { location: 'upload-document' },
  ID: { location: 'identity' },
  PHONE: { location: 'phone-number' },
};

describe('signerConditionsOn', () => {
  it.each([
    ['the flag on', { [FLAG]: true }, true],
    ['the flag off', { [FLAG]: false }, false],
    ['the flag not decided for the brand', {}, false],
    ['another flag on', { 'fe-heloc-back-of-id': true }, false],
  ] as const)('%s → %s', (_label, flags, expected) => {
    expect(signerConditionsOn({ flag: FLAG }, flags)).toBe(expected);
  });

  it('reads the flag signer-pages.json names for the signer\'s conditions pages', () => {
    expect(signerPages.conditions.flag).toBe(FLAG);
  });
});

describe('answerableCategories', () => {
  it.each([
    ['pages on, upload and identity pages', ['upload-document', 'identity'], true, ['BANK', 'ID', 'PHONE'], ['BANK', 'ID']],
    ['pages on, every page', ['upload-document', 'identity', 'phone-number'], true, ['BANK', 'ID', 'PHONE'], ['BANK', 'ID', 'PHONE']],
    ['pages on, no page', [], true, ['BANK', 'ID', 'PHONE'], []],
    ['pages off, upload and identity pages', ['upload-document', 'identity'], false, ['BANK', 'ID', 'PHONE'], []],
    ['pages off, every page', ['upload-document', 'identity', 'phone-number'], false, ['BANK', 'ID', 'PHONE'], []],
  ] as const)('%s: the borrower %j, a co-signer %j', (_label, locations, on, borrower, signer) => {
    expect(answerableCategories(categories, { locations }, on)).toEqual({ BORROWER: borrower, SIGNER: signer });
  });

  it('over the repository\'s data: with the flag on a co-signer answers the categories of their upload and identity pages, with it off none', () => {
    const on = answerableCategories(conditionsJson.categories, signerPages.conditions, true);
    expect(on.BORROWER).toEqual(Object.keys(conditionsJson.categories));
    expect(on.SIGNER).toEqual(Object.entries(conditionsJson.categories).filter(([, c]) => c.location !== 'phone-number').map(([id]) => id));
    expect(on.SIGNER).not.toContain('MISSING_PHONE_NUMBER');
    expect(answerableCategories(conditionsJson.categories, signerPages.conditions, false)).toEqual({ BORROWER: on.BORROWER, SIGNER: [] });
  });
});
