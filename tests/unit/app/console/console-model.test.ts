import { describe, expect, it } from 'vitest';
import rolesFile from '../../../../flows/platform/console-roles.json';
import { queryOf, searchOf } from '../../../../src/console/ApplicationSearchPage';
import { afterConsoleLogin, consoleLoginFor, isConsolePage } from '../../../../src/console/console-paths';
import { moveProblems } from '../../../../src/console/MoveStatusForm';
import { withinBounds } from '../../../../src/console/ConditionActions';
import { categoryKey } from '../../../../src/console/ConditionItem';
import conditionsJson from '../../../../flows/application/conditions.json';

// The console pages' pure parts: where sign-in goes back to, the search in the URL, the status move's checks.

describe('console paths', () => {
  it.each([
    ['/console/applications/abc?x=1', '/console/applications/abc?x=1'],
    ['/console/applications', '/console/applications'],
    [null, '/console/applications'],
    ['https://evil.example/console/x', '/console/applications'],
    ['//evil.example', '/console/applications'],
    ['/account/heloc/dashboard', '/console/applications'],
    ['/console/login?redirectUrl=/console/login', '/console/applications'],
  ])('after sign-in, redirectUrl %s → %s', (redirect, expected) => { expect(afterConsoleLogin(redirect)).toBe(expected); });

  it.each([['/console', true], ['/console/login', true], ['/consoles', false], ['/dev/mail', false]])('%s is a console page: %s', (path, expected) => {
    expect(isConsolePage(path)).toBe(expected);
  });

  it('the login path comes back to the page', () => {
    expect(consoleLoginFor('/console/applications?q=a b')).toBe('/console/login?redirectUrl=%2Fconsole%2Fapplications%3Fq%3Da%20b');
  });
});

describe('the search in the URL', () => {
  it.each([
    ['', { q: '', status: '', page: 1 }],
    ['q=doe&status=HMDA&page=3', { q: 'doe', status: 'HMDA', page: 3 }],
    ['page=0', { q: '', status: '', page: 1 }],
    ['page=x', { q: '', status: '', page: 1 }],
  ])('%s reads as %j and writes back without empty parts', (query, search) => {
    expect(searchOf(new URLSearchParams(query))).toEqual(search);
    expect(new URLSearchParams(queryOf(search)).toString()).toBe(query.replace(/page=(0|x)/, ''));
  });
});

describe('the status move checks', () => {
  const { reasonMinLength: min, reasonMaxLength: max } = rolesFile.moveStatus;
  it.each([
    ['', 'a good long reason', { status: 'statusRequired' }],
    ['HMDA', ' '.repeat(min + 2), { reason: 'reasonLength' }],
    ['HMDA', 'x'.repeat(min - 1), { reason: 'reasonLength' }],
    ['HMDA', 'x'.repeat(min), {}],
    ['HMDA', 'x'.repeat(max), {}],
    ['HMDA', 'x'.repeat(max + 1), { reason: 'reasonLength' }],
  ])('status %j, reason of %#', (status, reason, problems) => { expect(moveProblems(status, reason)).toEqual(problems); });
});

describe('the conditions panel', () => {
  const { clearReasonMinLength: min, clearReasonMaxLength: max } = rolesFile.conditions;
  it.each([
    ['', false], ['   ', false], ['x'.repeat(min - 1), false], [` ${'x'.repeat(min)} `, true], ['x'.repeat(max), true], ['x'.repeat(max + 1), false],
  ])('a clear reason of %j is within the bounds: %s', (text, expected) => { expect(withinBounds(text, min, max)).toBe(expected); });

  it.each(Object.entries(conditionsJson.categories))('%s is labelled by its title key', (category, entry) => {
    expect(categoryKey(category)).toBe(entry.titleKey);
  });
});
