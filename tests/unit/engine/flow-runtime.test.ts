import { describe, expect, it } from 'vitest';
import { activeSteps, entryRedirect, findStep, nextStep, previousStep, stepUrl, type RuleContextInput } from '../../../engine/core';
import { contextFor, data, registration } from './support';

const street = { propertyAddress: { street1: '1 Main St', occupancyType: 'SECONDARY' } };
const HOME = { answers: { propertyAddress: { street1: '1 Main St', occupancyType: 'HOME' } } };
const AUTH_V2 = { flags: { 'fe-heloc-auth-v2': true } };
const ids = (input: Partial<RuleContextInput>) => activeSteps(registration, contextFor('figure', input)).map((s) => s.id);

describe('findStep', () => {
  it.each([
    ['property-info', 'property-address'],
    ['sale-status', 'for-sale'],
    ['income-info', 'annual-income'],
    ['name', 'legal-name'],
    ['birthdate', 'birthdate'],
    ['contact-info', 'phone-and-email'],
    ['login-info', 'set-password'],
    ['home-address', 'home-address'],
    ['for-sale', 'for-sale'],
    ['no-such-step', null],
    ['', null],
  ])('%s → %s', (alias, id) => {
    expect(findStep(registration, alias)?.id ?? null).toBe(id);
  });
});

describe('activeSteps', () => {
  const all = registration.steps.map((s) => s.id);
  it.each<[string, Partial<RuleContextInput>, string[]]>([
    ['second home: every step', { answers: street }, all],
    ['lives there: no home address', HOME, all.filter((id) => id !== 'home-address')],
    ['auth v2: no phone-and-email, no set-password', { answers: street, ...AUTH_V2 }, all.filter((id) => !['phone-and-email', 'set-password'].includes(id))],
  ])('%s', (_name, input, expected) => {
    expect(ids(input)).toEqual(expected);
  });
});

describe('nextStep and previousStep', () => {
  it.each<[string, Partial<RuleContextInput>, string | null, string | null]>([
    ['property-address', HOME, 'for-sale', null],
    ['property-address', { answers: street }, 'home-address', null],
    ['for-sale', HOME, 'annual-income', 'property-address'],
    ['for-sale', { answers: street }, 'annual-income', 'home-address'],
    ['birthdate', {}, 'phone-and-email', 'legal-name'],
    ['birthdate', AUTH_V2, null, 'legal-name'],
    ['phone-and-email', {}, 'set-password', 'birthdate'],
    ['set-password', {}, null, 'phone-and-email'],
  ])('around %s', (current, input, next, previous) => {
    const context = contextFor('figure', input);
    expect(nextStep(registration, current, context)?.id ?? null).toBe(next);
    expect(previousStep(registration, current, context)?.id ?? null).toBe(previous);
  });
});

describe('stepUrl', () => {
  const step = (id: string) => findStep(registration, id)!;
  const query = { 'pop-webchat': 'true', step: 'stale' };
  it.each<[string, boolean, Record<string, string>, string]>([
    ['property-address', false, {}, '/account/heloc/register-v2'],
    ['home-address', false, {}, '/account/heloc/register-v2/home-address'],
    ['for-sale', false, query, '/account/heloc/register-v2/for-sale?pop-webchat=true'],
    ['property-address', true, {}, '/account/heloc/register?step=property-info'],
    ['for-sale', true, query, '/account/heloc/register?step=sale-status&pop-webchat=true'],
    ['home-address', true, {}, '/account/heloc/register?step=home-address'],
  ])('%s (legacy %s)', (id, legacy, q, expected) => {
    expect(stepUrl(registration, step(id), legacy, q)).toBe(expected);
  });
});

describe('entryRedirect', () => {
  const ON = { 'fe-heloc-redesign-2025': true };
  const chat = { 'pop-webchat': 'true' };
  const referrerBrand = { ...data.brands.figure, features: { ...data.brands.figure.features, requiresReferrer: true } };
  it.each<[string, Partial<RuleContextInput>, { to: string; because: string } | null, boolean?]>([
    ['experiment on, first step', { experiments: ON, query: chat }, null],
    ['experiment off: to /register with the query kept', { query: { ...chat, utm_source: 'mail' } },
      { to: '/account/heloc/register?pop-webchat=true&utm_source=mail', because: 'redesign-experiment-off' }],
    ['experiment off on the legacy route: stays', { query: chat, route: { legacy: true, stepIndex: 0 } }, null],
    ['referrer required and missing', { experiments: ON, query: chat },
      { to: '/account/heloc/not-accepting-apps?pop-webchat=true', because: 'referrer-required' }, true],
    ['referrer required and given', { experiments: ON, query: { referrer: 'lo-42' } }, null, true],
    ['later step without a property street', { experiments: ON, query: chat, route: { legacy: false, stepIndex: 3 } },
      { to: '/account/heloc/register-v2?pop-webchat=true', because: 'property-street-missing' }],
    ['later legacy step without a property street', { query: chat, route: { legacy: true, stepIndex: 3 } },
      { to: '/account/heloc/register?step=property-info&pop-webchat=true', because: 'property-street-missing' }],
    ['later step with a property street', { experiments: ON, answers: street, route: { legacy: false, stepIndex: 3 } }, null],
  ])('%s', (_name, input, expected, needsReferrer = false) => {
    expect(entryRedirect(registration, contextFor(needsReferrer ? referrerBrand : 'figure', input))).toEqual(expected);
  });
});
