import { describe, expect, it } from 'vitest';
import { stateCodeOf, stateNameOf, zipInState } from '../../../engine/core';
import constants from '../../../flows/constants.json';

// A typed state name becomes its code; a ZIP must lie in its state (constants usStateFacts).

const facts = constants.usStateFacts;

describe('typed state', () => {
  it.each([
    ['Arizona', 'AZ'], ['arizona', 'AZ'], [' ARIZONA ', 'AZ'], ['az', 'AZ'], ['AZ', 'AZ'], ['New  York', 'NY'],
    ['west virginia', 'WV'], ['District of Columbia', 'DC'], ['Arizon', null], ['XX', null], ['', null], [42, null],
  ])('%j → %s', (text, code) => {
    expect(stateCodeOf(text, facts)).toBe(code);
  });

  it('names a state from its code, or keeps an unknown code', () => {
    expect(stateNameOf('AZ', facts)).toBe('Arizona');
    expect(stateNameOf('ZZ', facts)).toBe('ZZ');
  });
});

describe('a ZIP in its state', () => {
  it.each([
    ['85004', 'AZ', true], ['85004', 'AR', false], ['72201', 'AR', true], ['80203', 'CO', true], ['10001', 'NY', true],
    ['00501', 'NY', true], ['73301', 'TX', true], ['73301', 'OK', false], ['73102', 'OK', true], ['88510', 'TX', true],
    ['88510', 'NM', false], ['20500', 'DC', true], ['20101', 'VA', true], ['20101', 'DC', false], ['05501', 'MA', true],
    ['05501', 'VT', false], ['96813', 'HI', true], ['99501', 'AK', true], ['58103', 'ND', true],
    // Not this rule's to refuse: a malformed ZIP or an unknown state have their own messages.
    ['8500', 'AZ', true], ['85004', 'ZZ', true], [undefined, 'AZ', true],
  ])('%s in %s → %s', (zip, state, inState) => {
    expect(zipInState(zip, state, facts)).toBe(inState);
  });

  it('gives every ZIP prefix to at most one state', () => {
    const owners = new Map<number, string>();
    for (const [code, fact] of Object.entries(facts)) {
      for (const range of fact.zipPrefixes) {
        const [from, to = from] = range.split('-').map(Number);
        for (let p = from; p <= to; p += 1) {
          expect(owners.get(p), `${p} in ${code} and ${owners.get(p)}`).toBeUndefined();
          owners.set(p, code);
        }
      }
    }
    expect(Object.keys(facts).sort()).toEqual([...constants.usStates].sort());
  });
});
