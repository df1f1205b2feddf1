import { ruleHolds } from '../rules/evaluate-rule';
import type { FlowDefinition, FlowStepRef, RuleContext } from '../types';

/** Finds a step by id or by its query alias (`property-info`, `sale-status`, …); null when unknown. Pure. */
export function findStep(flow: FlowDefinition, idOrAlias: string | null | undefined): FlowStepRef | null {
  if (!idOrAlias) return null;
  return flow.steps.find((s) => s.id === idOrAlias || s.alias === idOrAlias) ?? null;
}

/** The steps that apply for these answers, flags and brand: every step whose skip rule does not hold. Pure. */
export function activeSteps(flow: FlowDefinition, context: RuleContext): FlowStepRef[] {
  return flow.steps.filter((s) => s.skipWhen === undefined || !ruleHolds(s.skipWhen, context));
}

/** The step after `currentId` that is not skipped; null at the end of the flow. Pure. */
export function nextStep(flow: FlowDefinition, currentId: string, context: RuleContext): FlowStepRef | null {
  const at = flow.steps.findIndex((s) => s.id === currentId);
  return flow.steps.slice(at + 1).find((s) => s.skipWhen === undefined || !ruleHolds(s.skipWhen, context)) ?? null;
}

/** The step before `currentId` that is not skipped; null on the first step. Pure. */
export function previousStep(flow: FlowDefinition, currentId: string, context: RuleContext): FlowStepRef | null {
  const at = flow.steps.findIndex((s) => s.id === currentId);
  const before = flow.steps.slice(0, Math.max(at, 0)).reverse();
  return before.find((s) => s.skipWhen === undefined || !ruleHolds(s.skipWhen, context)) ?? null;
}

/** The value a step is addressed by in `?step=`: its alias, else its id. Pure. */
export function stepQueryValue(step: FlowStepRef): string {
  return step.alias ?? step.id;
}

/**
 * The URL of a step. In the v2 flow the first step is the flow's path and the others are sub-paths
 * (`/register-v2/home-address`); in the legacy flow every step is `?step=<alias>`. Other query values are kept. Pure.
 */
export function stepUrl(flow: FlowDefinition, step: FlowStepRef, legacy: boolean, query: Record<string, string> = {}): string {
  const rest = Object.entries(query).filter(([k]) => k !== 'step');
  if (legacy) {
    const qs = new URLSearchParams([['step', stepQueryValue(step)], ...rest]).toString();
    return `${flow.legacyPath ?? flow.path}?${qs}`;
  }
  const base = step.id === flow.steps[0].id ? flow.path : `${flow.path}/${step.id}`;
  const qs = new URLSearchParams(rest).toString();
  return qs ? `${base}?${qs}` : base;
}
