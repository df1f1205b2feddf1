import { unknownOperations } from '../rules/rule-variables';
import type { StepDefinition } from '../types';
import type { DataProblem } from './data-problem';
import { checkShowWhen } from './check-show-when';
import { KNOWN_WIDGETS } from './known-components';
import { uiComponentRefs } from './ui-component-names';

const COPY_UI_KEYS = ['ui:title', 'ui:description', 'ui:placeholder', 'ui:help'];

/** Every copy key a step refers to, with the JSON pointer of the reference. Pure. */
export function stepCopyKeys(step: StepDefinition): { key: string; pointer: string }[] {
  const keys: { key: string; pointer: string }[] = [{ key: step.titleKey, pointer: '/titleKey' }];
  if (step.subtitleKey) keys.push({ key: step.subtitleKey, pointer: '/subtitleKey' });
  const walk = (node: unknown, pointer: string) => {
    if (!node || typeof node !== 'object') return;
    for (const [k, v] of Object.entries(node)) {
      const p = `${pointer}/${k}`;
      if (COPY_UI_KEYS.includes(k) && typeof v === 'string') keys.push({ key: v, pointer: p });
      else if (k === 'enumNames' && Array.isArray(v)) v.forEach((x, i) => keys.push({ key: String(x), pointer: `${p}/${i}` }));
      else if (k.endsWith('Key') && typeof v === 'string' && !['confirmKey', 'linksKey'].includes(k)) keys.push({ key: v, pointer: p });
      else walk(v, p);
    }
  };
  walk(step.uiSchema, '/uiSchema');
  Object.entries(step.messages ?? {}).forEach(([f, m]) => Object.entries(m).forEach(([kw, key]) => keys.push({ key, pointer: `/messages/${f}/${kw}` })));
  (step.checks ?? []).forEach((c, i) => keys.push({ key: c.message, pointer: `/checks/${i}/message` }));
  (step.guards ?? []).forEach((g, i) => {
    if (g.action.type === 'block') keys.push({ key: g.action.message, pointer: `/guards/${i}/action/message` });
    if (g.action.refusalMessage) keys.push({ key: g.action.refusalMessage, pointer: `/guards/${i}/action/refusalMessage` });
  });
  return keys;
}

/**
 * Checks what a meta-schema cannot: operation names, widget names, copy keys present in the default brand, and the
 * `ui:options.showWhen` rules (json-logic reading only the step's own fields). Pure.
 */
export function checkStepSemantics(step: StepDefinition, file: string, copy: Record<string, string>): DataProblem[] {
  const problems: DataProblem[] = [];
  const rules: [unknown, string][] = [
    ...(step.checks ?? []).map((c, i): [unknown, string] => [c.failWhen, `/checks/${i}/failWhen`]),
    ...(step.guards ?? []).map((g, i): [unknown, string] => [g.when, `/guards/${i}/when`]),
  ];
  for (const [rule, pointer] of rules) {
    for (const op of unknownOperations(rule)) problems.push({ code: 'E_UNKNOWN_OPERATION', file, pointer, message: `unknown json-logic operation '${op}'` });
  }
  for (const { name, pointer } of uiComponentRefs(step.uiSchema)) {
    if (!(KNOWN_WIDGETS as readonly string[]).includes(name)) problems.push({ code: 'E_UNKNOWN_WIDGET', file, pointer, message: `unknown widget '${name}'` });
  }
  for (const { key, pointer } of stepCopyKeys(step)) {
    if (!(key in copy)) problems.push({ code: 'E_MISSING_COPY', file, pointer, message: `copy key '${key}' is not in brands/default.brand.json` });
  }
  problems.push(...checkShowWhen(step, file));
  return problems;
}
