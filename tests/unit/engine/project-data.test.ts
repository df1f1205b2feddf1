import { describe, expect, it } from 'vitest';
import { KNOWN_WIDGETS, ruleVariables, stepCopyKeys } from '../../../engine/core';
import { flowCopyKeys } from '../../../server/data/flow-references';
import { staleValidatorProblems } from '../../../scripts/cli/stale-validators';
import { data, registration } from './support';

const steps = Object.values(data.steps);

describe('the repository data', () => {
  it('has no problems when loaded', () => {
    expect(data.problems).toEqual([]);
  });

  it('has generated validators in step with flows/ and schemas/ (drift test)', () => {
    expect(staleValidatorProblems()).toEqual([]);
  });

  it.each(Object.keys(data.brands))('brand %s has words for every copy key the steps and the flow use', (brandId) => {
    const copy = data.brands[brandId].copy;
    const used = [...steps.flatMap((s) => stepCopyKeys(s)), ...flowCopyKeys(registration)].map((k) => k.key);
    expect(used.filter((key) => !(key in copy))).toEqual([]);
  });

  it('uses only the widget and field names in KNOWN_WIDGETS', () => {
    const used = new Set<string>();
    const walk = (node: unknown): void => {
      if (!node || typeof node !== 'object') return;
      for (const [k, v] of Object.entries(node)) {
        if (k === 'ui:widget' || k === 'ui:field') used.add(String(v));
        else walk(v);
      }
    };
    steps.forEach((s) => walk(s.uiSchema));
    expect(used.size).toBeGreaterThan(0);
    expect([...used].filter((name) => !(KNOWN_WIDGETS as readonly string[]).includes(name))).toEqual([]);
  });

  it('reads in its rules only answers that some step collects', () => {
    const collected = new Set(steps.flatMap((s) => Object.keys(s.schema.properties)));
    const rules = [
      ...registration.steps.map((s) => s.skipWhen),
      ...(registration.entryGuards ?? []).map((g) => g.when),
      ...steps.flatMap((s) => [...(s.checks ?? []).map((c) => c.failWhen), ...(s.guards ?? []).map((g) => g.when)]),
    ];
    const read = rules.flatMap((r) => [...ruleVariables(r)]).filter((v) => v.startsWith('answers.'));
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((v) => !collected.has(v.split('.')[1]))).toEqual([]);
  });
});
