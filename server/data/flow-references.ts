import { existsSync, readdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { findStep, unknownOperations, type DataProblem, type FlowDefinition, type Guard } from '../../engine/core';
import type { ProjectData } from './project-data';
import { readJson } from './read-json';

/** Escapes one JSON-pointer segment (RFC 6901). Pure. */
export const pointerSegment = (s: string): string => s.replace(/~/g, '~0').replace(/\//g, '~1');

function flowFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return flowFiles(p);
    return e.name.endsWith('.flow.json') ? [p] : [];
  });
}

function operationProblems(rule: unknown, file: string, pointer: string): DataProblem[] {
  return [...unknownOperations(rule)].map((op) => ({ code: 'E_UNKNOWN_OPERATION', file, pointer, message: `unknown json-logic operation '${op}'` }));
}

/** Copy keys a flow uses outside its steps (modals, processing messages), with their pointers. Pure. */
export function flowCopyKeys(flow: FlowDefinition): { key: string; pointer: string }[] {
  const keys: { key: string; pointer: string }[] = [];
  for (const [name, modal] of Object.entries(flow.modals ?? {})) {
    const at = `/modals/${pointerSegment(name)}`;
    keys.push({ key: modal.titleKey, pointer: `${at}/titleKey` }, { key: modal.bodyKey, pointer: `${at}/bodyKey` });
    modal.actions.forEach((a, i) => {
      keys.push({ key: a.labelKey, pointer: `${at}/actions/${i}/labelKey` });
      if (a.hrefKey) keys.push({ key: a.hrefKey, pointer: `${at}/actions/${i}/hrefKey` });
    });
  }
  (flow.processingMessages ?? []).forEach((key, i) => keys.push({ key, pointer: `/processingMessages/${i}` }));
  return keys;
}

function checkFlow(flow: FlowDefinition, file: string, root: string, data: ProjectData, copy: Record<string, string>): DataProblem[] {
  const rel = relative(root, file);
  const problems: DataProblem[] = [];
  const seen = new Map<string, number>();
  flow.steps.forEach((ref, i) => {
    for (const name of new Set([ref.id, ref.alias].filter((n): n is string => !!n))) {
      if (seen.has(name) && seen.get(name) !== i) problems.push({ code: 'E_DUPLICATE_STEP', file: rel, pointer: `/steps/${i}`, message: `step name '${name}' is already used by /steps/${seen.get(name)}` });
      seen.set(name, i);
    }
    if (ref.skipWhen !== undefined) problems.push(...operationProblems(ref.skipWhen, rel, `/steps/${i}/skipWhen`));
    const stepFile = relative(root, join(dirname(file), ref.file));
    (data.steps[ref.id]?.guards ?? []).forEach((g: Guard, j) => {
      if (g.action.type === 'modal' && !flow.modals?.[g.action.modal]) {
        problems.push({ code: 'E_UNKNOWN_MODAL', file: stepFile, pointer: `/guards/${j}/action/modal`, message: `modal '${g.action.modal}' is not defined in ${rel}` });
      }
    });
  });
  Object.entries(flow.abilityModals ?? {}).forEach(([reason, modal]) => {
    if (!flow.modals?.[modal]) problems.push({ code: 'E_UNKNOWN_MODAL', file: rel, pointer: `/abilityModals/${reason}`, message: `modal '${modal}' is not defined in ${rel}` });
  });
  (flow.entryGuards ?? []).forEach((g, i) => {
    problems.push(...operationProblems(g.when, rel, `/entryGuards/${i}/when`));
    if (g.action.type === 'redirect' && g.action.to.startsWith('step:') && !findStep(flow, g.action.to.slice(5))) {
      problems.push({ code: 'E_UNKNOWN_STEP', file: rel, pointer: `/entryGuards/${i}/action/to`, message: `the flow has no step '${g.action.to.slice(5)}'` });
    }
  });
  for (const { key, pointer } of flowCopyKeys(flow)) {
    if (!(key in copy)) problems.push({ code: 'E_MISSING_COPY', file: rel, pointer, message: `copy key '${key}' is not in brands/default.brand.json` });
  }
  return problems;
}

/**
 * What readProjectData leaves to the CLI: step names in flow guards, modal names in step guards, operation names in
 * skip rules, entry guards and status routes, and the copy keys of modals and processing messages. Reads the disk.
 */
export function flowReferenceProblems(root: string, data: ProjectData): DataProblem[] {
  const defaults = readJson(join(root, 'brands/default.brand.json'), 'brands/default.brand.json') as { copy?: Record<string, string> };
  const problems: DataProblem[] = [];
  for (const file of flowFiles(join(root, 'flows'))) {
    const flow = readJson(file, relative(root, file)) as FlowDefinition;
    if (Array.isArray(flow?.steps)) problems.push(...checkFlow(flow, file, root, data, defaults.copy ?? {}));
  }
  (data.statusRoutes?.rows ?? []).forEach((row, i) => {
    if (row.when !== undefined) problems.push(...operationProblems(row.when, 'flows/application/status-routes.json', `/rows/${i}/when`));
  });
  const machine = data.routing?.machine;
  for (const [id, trigger] of Object.entries(machine?.triggers ?? {})) {
    problems.push(...operationProblems(trigger.rule, 'flows/application/machine.json', `/triggers/${id}/rule`));
  }
  if (machine?.declined) problems.push(...operationProblems(machine.declined.rule, 'flows/application/machine.json', '/declined/rule'));
  (data.routing?.progress?.steps ?? []).forEach((step, i) => {
    for (const field of ['labelKey', 'manualNotaryLabelKey'] as const) {
      const key = step[field];
      if (key && !(key in (defaults.copy ?? {}))) {
        problems.push({ code: 'E_MISSING_COPY', file: 'flows/application/progress.json', pointer: `/steps/${i}/${field}`, message: `copy key '${key}' is not in brands/default.brand.json` });
      }
    }
  });
  return problems;
}
