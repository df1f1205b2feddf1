import { describe, expect, it } from 'vitest';
import {
  answerModal, continueStep, enterStep, findStep, goBack,
  type FlowEffect, type FlowState, type Guard, type ModalAction, type OpenModal, type RuleContextInput,
} from '../../../../engine/core';
import { contextFor, data, registration } from '../support';

const ON = { experiments: { 'fe-heloc-redesign-2025': true } };
const chat = { 'pop-webchat': 'true' };
const step = (id: string) => findStep(registration, id)!;
const guardsOf = (id: string) => data.steps[id].guards;
const state = (id: string | null, modal: OpenModal | null = null, confirmations: Record<string, boolean> = {}): FlowState =>
  ({ step: id ? step(id) : null, modal, confirmations });
const values = (answers: Record<string, unknown>) => ({ income: (answers.income as { income?: number } | undefined)?.income ?? '' });
const property = (state: string, zip = '90001', occupancyType = 'HOME') =>
  ({ propertyAddress: { street1: '1 Main St', city: 'Town', state, zip, occupancyType } });
const income = (amount: number) => ({ ...property('CA'), income: { employmentType: 'FULL_TIME', income: amount, otherIncome: 0 } });
const modalAction = (modal: string, kind: ModalAction['kind']) => registration.modals![modal].actions.find((a) => a.kind === kind)!;
const clear: FlowEffect = { type: 'clear-block' };
const closed: FlowEffect = { type: 'close-modal' };
const V2 = '/account/heloc/register-v2';

type Row<A> = [name: string, brand: string, input: Partial<RuleContextInput>, from: FlowState, act: A, to: Partial<FlowState>, effects: FlowEffect[]];

describe('enterStep', () => {
  it.each<Row<string | null>>([
    ['no step: the first step, replacing', 'figure', { ...ON, query: chat }, state(null), null,
      { step: step('property-address') }, [clear, { type: 'redirect', to: `${V2}?pop-webchat=true`, replace: true }]],
    ['v2 route asking ?step=<alias>: its v2 URL', 'figure', { ...ON, answers: property('CA'), query: { step: 'sale-status' }, route: { legacy: false, stepIndex: 0 } },
      state('property-address'), 'for-sale', { step: step('for-sale') }, [clear, { type: 'redirect', to: `${V2}/for-sale`, replace: true }]],
    ['entry redirect: experiment off', 'figure', { query: chat }, state('property-address'), null,
      { step: step('property-address') }, [clear, { type: 'redirect', to: '/account/heloc/register?pop-webchat=true', replace: true }]],
    ['entry redirect: a later step without a property street', 'figure', { ...ON, route: { legacy: false, stepIndex: 3 } }, state('annual-income'), null,
      {}, [clear, { type: 'redirect', to: V2, replace: true }]],
    ['skip redirect: home address of a borrower who lives there', 'figure', { ...ON, answers: property('CA'), route: { legacy: false, stepIndex: 1 } },
      state('home-address'), null, { step: step('for-sale') }, [clear, { type: 'redirect', to: `${V2}/for-sale`, replace: true }]],
    ['skip redirect at the end: back to the last step that applies', 'figure', { ...ON, answers: property('CA'), flags: { 'fe-heloc-auth-v2': true }, route: { legacy: false, stepIndex: 7 } },
      state('set-password'), null, { step: step('birthdate') }, [clear, { type: 'redirect', to: `${V2}/birthdate`, replace: true }]],
    ['a step that applies: stays', 'figure', { ...ON, answers: property('CA'), route: { legacy: false, stepIndex: 2 } },
      state('for-sale'), null, { step: step('for-sale'), block: null }, [clear]],
  ])('%s', (_name, brand, input, from, alias, to, effects) => {
    const result = enterStep(registration, from, contextFor(brand, input), alias ? step(alias) : null);
    expect(result.effects).toEqual(effects);
    expect(result.state).toMatchObject(to);
  });
});

describe('continueStep', () => {
  const WAITLIST = { answers: property('CA'), lists: { waitlistStates: ['CA'] } };
  const redirectGuard: Guard[] = [{ id: 'to-birthdate', when: true, action: { type: 'redirect', to: 'step:birthdate' } }];
  it.each<Row<Guard[] | undefined>>([
    ['guard block: waitlisted state, on its field', 'figure', WAITLIST, state('property-address'), guardsOf('property-address'),
      { block: { messageKey: 'address.state.notAvailable', field: 'propertyAddress.state' }, step: step('property-address') },
      [clear, { type: 'block', messageKey: 'address.state.notAvailable', field: 'propertyAddress.state' }]],
    ['guard block on the whole step: unlicensed referring loan officer', 'figure',
      { answers: property('CA'), referrer: { licensedStates: ['TX'], enforceLicensedStatesForReferral: true } }, state('property-address'), guardsOf('property-address'),
      { block: { messageKey: 'referrer.notLicensed', field: null } }, [clear, { type: 'block', messageKey: 'referrer.notLicensed', field: null }]],
    ['guard modal: Hawaii on a referral brand', 'figure', { answers: property('HI') }, state('property-address'), guardsOf('property-address'),
      { modal: { id: 'hawaii-referral', guard: 'hawaii-referral', values: { income: '' } } },
      [clear, { type: 'show-modal', modal: 'hawaii-referral', guard: 'hawaii-referral', values: { income: '' } }]],
    ['guard modal asking to confirm, with the values of the answers', 'figure', { answers: income(14999) }, state('annual-income'), guardsOf('annual-income'),
      { modal: { id: 'low-income', confirmKey: 'lowIncome', guard: 'low-income-confirmation', values: { income: 14999 } } },
      [clear, { type: 'show-modal', modal: 'low-income', confirmKey: 'lowIncome', guard: 'low-income-confirmation', values: { income: 14999 } }]],
    ['guard redirect to a step of the flow', 'figure', { answers: property('CA') }, state('for-sale'), redirectGuard,
      {}, [clear, { type: 'redirect', to: `${V2}/birthdate`, replace: false }]],
    ['no guard fires: the next step that applies', 'figure', { answers: property('CA'), query: chat }, state('property-address'), guardsOf('property-address'),
      { step: step('for-sale'), block: null, modal: null }, [clear, { type: 'redirect', to: `${V2}/for-sale?pop-webchat=true`, replace: false }]],
    ['legacy route: the next step by its alias', 'figure', { answers: property('CA', '90001', 'SECONDARY'), route: { legacy: true, stepIndex: 0 } },
      state('property-address'), guardsOf('property-address'), { step: step('home-address') },
      [clear, { type: 'redirect', to: '/account/heloc/register?step=home-address', replace: false }]],
    ['last step: submit the answers', 'figure', { answers: property('CA') }, state('set-password'), undefined,
      { step: step('set-password') }, [clear, { type: 'submit', answers: property('CA') }]],
    ['last step that applies (auth v2): submit', 'figure', { answers: property('CA'), flags: { 'fe-heloc-auth-v2': true } }, state('birthdate'), undefined,
      {}, [clear, { type: 'submit', answers: property('CA') }]],
  ])('%s', (_name, brand, input, from, guards, to, effects) => {
    const result = continueStep(registration, from, contextFor(brand, input), { guards, modalValues: values });
    expect(result.effects).toEqual(effects);
    expect(result.state).toMatchObject(to);
  });
});

describe('answerModal', () => {
  const lowIncome: OpenModal = { id: 'low-income', confirmKey: 'lowIncome', guard: 'low-income-confirmation', values: {} };
  const disaster: OpenModal = { id: 'disaster-zip', confirmKey: 'disasterZip', guard: 'disaster-zip-warning', values: {} };
  const FIRES = { experiments: { 'fe-heloc-ca-fires': true } };
  it.each<Row<[ModalAction, string]>>([
    ['confirm, then advance', 'figure', { answers: income(14999) }, state('annual-income', lowIncome), [modalAction('low-income', 'confirm'), 'annual-income'],
      { modal: null, confirmations: { lowIncome: true }, step: step('legal-name') },
      [closed, { type: 'confirm', key: 'lowIncome' }, { type: 'redirect', to: `${V2}/legal-name`, replace: false }]],
    ['confirm the disaster zip, then the next step that applies', 'homepoint', { ...FIRES, answers: property('CA', '90265') },
      state('property-address', disaster, { lowIncome: true }), [modalAction('disaster-zip', 'confirm'), 'property-address'],
      { modal: null, confirmations: { lowIncome: true, disasterZip: true }, step: step('for-sale') },
      [closed, { type: 'confirm', key: 'disasterZip' }, { type: 'redirect', to: `${V2}/for-sale`, replace: false }]],
    ['dismiss: only closes', 'figure', { answers: income(14999) }, state('annual-income', lowIncome), [modalAction('low-income', 'dismiss'), 'annual-income'],
      { modal: null, confirmations: {}, step: step('annual-income') }, [closed]],
    ['navigate action: leaves for its page', 'figure', { answers: property('CA') }, state('set-password', { id: 'active-application', values: {} }),
      [modalAction('active-application', 'navigate'), 'set-password'], { modal: null }, [closed, { type: 'navigate', to: '/account/heloc/dashboard' }]],
    ['login action: signs in', 'figure', { answers: property('CA') }, state('set-password', { id: 'account-exists' }),
      [modalAction('account-exists', 'login'), 'set-password'], { modal: null }, [closed, { type: 'login' }]],
    ['confirm on a modal no guard opened: only closes', 'figure', { answers: property('CA') }, state('set-password', { id: 'low-income', confirmKey: 'lowIncome' }),
      [modalAction('low-income', 'confirm'), 'set-password'], { modal: null, confirmations: {} }, [closed]],
  ])('%s', (_name, brand, input, from, [action, guardsStep], to, effects) => {
    const context = contextFor(brand, { ...input, confirmations: from.confirmations });
    const result = answerModal(registration, from, action, context, { guards: guardsOf(guardsStep), modalValues: values });
    expect(result.effects).toEqual(effects);
    expect(result.state).toMatchObject(to);
  });
});

describe('goBack', () => {
  it.each<Row<null>>([
    ['first step: nothing', 'figure', { answers: property('CA') }, state('property-address'), null, { step: step('property-address') }, []],
    ['to the previous step that applies', 'figure', { answers: property('CA'), query: chat }, state('for-sale'), null,
      { step: step('property-address') }, [{ type: 'redirect', to: `${V2}?pop-webchat=true`, replace: false }]],
    ['legacy route: by alias', 'figure', { answers: property('CA', '90001', 'SECONDARY'), route: { legacy: true, stepIndex: 2 } }, state('for-sale'), null,
      { step: step('home-address') }, [{ type: 'redirect', to: '/account/heloc/register?step=home-address', replace: false }]],
  ])('%s', (_name, brand, input, from, _act, to, effects) => {
    const result = goBack(registration, from, contextFor(brand, input));
    expect(result.effects).toEqual(effects);
    expect(result.state).toMatchObject(to);
  });
});
