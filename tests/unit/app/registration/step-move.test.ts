import { describe, expect, it } from 'vitest';
import type { FlowEffect, FlowTransition } from '../../../../engine/core';
import { registrationFlow as flow } from '../../../../src/registration/registration-flow';
import { revealMove, withStepMove } from '../../../../src/registration/step-move';
import type { RegistrationRoute } from '../../../../src/registration/use-registration-route';

const [property, home, forSale] = flow.steps;
const routeAt = (step = property, aliasRequest: RegistrationRoute['aliasRequest'] = null): RegistrationRoute => ({
  legacy: false, step, stepIndex: flow.steps.indexOf(step), query: { org: 'figure' }, aliasRequest,
});

describe('withStepMove', () => {
  it('without a move, is the router\'s route itself', () => {
    const route = routeAt();
    expect(withStepMove(route, null, flow)).toBe(route);
  });

  it('while the router still names the step it named at Continue, shows the step moved to (its index, no alias request)', () => {
    const shown = withStepMove(routeAt(property, forSale), { from: property, to: home }, flow);
    expect(shown).toEqual({ legacy: false, step: home, stepIndex: 1, query: { org: 'figure' }, aliasRequest: null });
  });

  it.each([
    ['the router has followed to the step moved to', home],
    ['the router has gone elsewhere (Back, a guard)', forSale],
  ])('once %s, is the router\'s route', (_name, at) => {
    const route = routeAt(at);
    expect(withStepMove(route, { from: property, to: home }, flow)).toBe(route);
  });
});

const transition = (effects: FlowEffect[], step = home): FlowTransition => ({ state: { step, modal: null, confirmations: {} }, effects });
const toHome: FlowEffect = { type: 'redirect', to: '/account/heloc/register-v2/home-address?org=figure', replace: false };

describe('revealMove', () => {
  it.each<[string, FlowTransition, typeof home | null, ReturnType<typeof revealMove>]>([
    ['on to the next step: its address', transition([{ type: 'clear-block' }, toHome]), home, { to: toHome.to, replace: false }],
    ['on to the next step without a block to clear', transition([toHome]), home, { to: toHome.to, replace: false }],
    ['no step rendered ahead', transition([{ type: 'clear-block' }, toHome]), null, null],
    ['a step other than the one rendered ahead', transition([{ type: 'clear-block' }, toHome], forSale), home, null],
    ['a guard\'s modal', transition([{ type: 'clear-block' }, { type: 'show-modal', modal: 'm', values: {} }], property), home, null],
    ['a guard\'s block', transition([{ type: 'clear-block' }, { type: 'block', messageKey: 'k', field: null }], property), home, null],
    ['a guard\'s redirect (the step stays)', transition([{ type: 'clear-block' }, { type: 'redirect', to: '/elsewhere', replace: false }], property), home, null],
    ['the submit after the last step', transition([{ type: 'clear-block' }, { type: 'submit', answers: {} }], property), home, null],
    ['more than the move', transition([{ type: 'clear-block' }, { type: 'confirm', key: 'k' }, toHome]), home, null],
  ])('%s', (_name, t, next, expected) => {
    expect(revealMove(t, next)).toEqual(expected);
  });
});

