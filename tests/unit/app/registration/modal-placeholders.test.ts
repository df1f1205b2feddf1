import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { FlowDefinition, ModalDefinition, StepDefinition } from '../../../../engine/core';
import { REPO_ROOT } from '../../../../server/data/project-data';
import { declaredValues, modalValues } from '../../../../src/registration/modal-values';

const json = (path: string) => JSON.parse(readFileSync(join(REPO_ROOT, path), 'utf8'));
const flow = json('flows/registration/registration.flow.json') as FlowDefinition;
const modals = flow.modals as Record<string, ModalDefinition>;

describe("a modal's placeholders (declared in the flow file, filled by the app)", () => {
  it("gives a modal's words only the values it declares", () => {
    expect(declaredValues(modals['low-income'], { income: '$40,000', loPhone: '555' })).toEqual({ income: '$40,000' });
    expect(declaredValues(modals['recent-heloc'], { loPhone: '555', loEmail: 'lo@x' })).toEqual({});
  });

  it.each([
    [{ income: { income: 40000 } }, '$40,000'],
    [{ income: { income: 12500.4 } }, '$12,500'],
    [{ income: { income: '40000' } }, ''],
    [{ income: { income: Number.NaN } }, ''],
    [{}, ''],
  ])('fills the income of %j as %j', (answers, income) => {
    expect(modalValues(answers)).toEqual({ income });
  });

  it("declares, for a guard's modal, only the values modalValues gives", () => {
    const given = Object.keys(modalValues({ income: { income: 40000 } }));
    const guardModals = flow.steps.flatMap((ref) => (json(join('flows/registration', ref.file)) as StepDefinition).guards ?? [])
      .flatMap((g) => (g.action.type === 'modal' ? [g.action.modal] : []));
    expect(guardModals).toContain('low-income');
    for (const id of guardModals) expect(given).toEqual(expect.arrayContaining(modals[id].placeholders ?? []));
  });

  it('declares, for an ability modal, only the loan officer values the submission gives', () => {
    for (const id of Object.values(flow.abilityModals ?? {})) expect(['loPhone', 'loEmail']).toEqual(expect.arrayContaining(modals[id].placeholders ?? []));
  });

  it('lets the flow meta-schema name exactly the values the app can fill', () => {
    const schema = json('schemas/flow.schema.json');
    const names: string[] = schema.properties.modals.additionalProperties.properties.placeholders.items.enum;
    const all: Record<NonNullable<ModalDefinition['placeholders']>[number], true> = { income: true, loPhone: true, loEmail: true };
    expect(names.sort()).toEqual(Object.keys(all).sort());
  });
});
