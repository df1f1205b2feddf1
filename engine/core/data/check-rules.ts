import { APPLICATION_FIELDS, PROFILE_FIELDS, RULE_ROOTS, STATUS_FIELDS } from '../api/contract-fields';
import { operations } from '../rules/operations';
import { BUILT_IN_OPERATIONS } from '../rules/rule-variables';
import { closestName } from './closest-name';
import type { DataProblem } from './data-problem';
import { escapePointer } from './json-positions';

type Schema = { [key: string]: unknown };

/** What a rule's variables are resolved against. A root left undefined is not checked (e.g. answers outside a step). */
export interface RuleScope {
  /** The answers a rule may read: an object schema whose properties are the fields of the steps in reach. */
  answers?: Schema;
  constants?: unknown;
  flags?: readonly string[];
  experiments?: readonly string[];
  /** The brand file's meta-schema (brand.schema.json): `brand.<field>` must be one of its properties. */
  brandSchema?: Schema;
  /** The feature names (`brand.features.*`) and rule names (`brand.rules.*`, `rules.*`) brands may set. */
  features?: readonly string[];
  rules?: readonly string[];
}

const ITERATING = new Set(['map', 'filter', 'reduce', 'all', 'none', 'some']);
const asSchema = (s: unknown): Schema | undefined => (s && typeof s === 'object' && !Array.isArray(s) ? (s as Schema) : undefined);

/**
 * The static `var` paths a rule reads in its own context, with their pointers: the per-item argument of map, filter,
 * reduce, all, none and some reads the item, so it is left out. Pure.
 */
export function contextVariables(rule: unknown, pointer = ''): { path: string; pointer: string }[] {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => contextVariables(r, `${pointer}/${i}`));
  if (!rule || typeof rule !== 'object') return [];
  const entries = Object.entries(rule);
  if (entries.length !== 1) return [];
  const [op, args] = entries[0];
  const at = `${pointer}/${escapePointer(op)}`;
  if (op === 'var') {
    const path = Array.isArray(args) ? args[0] : args;
    return typeof path === 'string' ? [{ path, pointer: at }] : contextVariables(path, at);
  }
  if (ITERATING.has(op) && Array.isArray(args)) return contextVariables(args[0], `${at}/0`).concat(args.slice(2).flatMap((a, i) => contextVariables(a, `${at}/${i + 2}`)));
  return contextVariables(args, at);
}

/** Where a value is not json-logic: an object inside a rule must hold exactly one operator. Pure. */
function malformedNodes(rule: unknown, at: string): string[] {
  if (Array.isArray(rule)) return rule.flatMap((r, i) => malformedNodes(r, `${at}/${i}`));
  if (!rule || typeof rule !== 'object') return [];
  const entries = Object.entries(rule);
  if (entries.length !== 1) return [at];
  return malformedNodes(entries[0][1], `${at}/${escapePointer(entries[0][0])}`);
}

function operationNames(rule: unknown, at: string, out: { op: string; pointer: string }[] = []): { op: string; pointer: string }[] {
  if (Array.isArray(rule)) rule.forEach((r, i) => operationNames(r, `${at}/${i}`, out));
  else if (rule && typeof rule === 'object') {
    const entries = Object.entries(rule);
    if (entries.length === 1) {
      out.push({ op: entries[0][0], pointer: at });
      operationNames(entries[0][1], `${at}/${escapePointer(entries[0][0])}`, out);
    }
  }
  return out;
}

/** Follows a dotted path through a JSON Schema; returns the unknown segment's index, or -1 when resolved or undecidable. */
function unresolvedInSchema(schema: Schema | undefined, segments: string[], defs: Schema | undefined): { index: number; known: string[] } {
  let node = schema;
  for (let i = 0; i < segments.length; i += 1) {
    if (!node) return { index: -1, known: [] };
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) {
      node = asSchema(node.$ref.split('/').slice(1).reduce<unknown>((n, s) => asSchema(n)?.[s], { ...defs }));
      i -= 1;
      continue;
    }
    if (node.type === 'array' || node.items) {
      if (!/^\d+$/.test(segments[i])) return { index: -1, known: [] };
      node = asSchema(node.items);
      continue;
    }
    const props = asSchema(node.properties);
    if (!props || node.additionalProperties !== false && node.additionalProperties !== undefined || node.anyOf || node.oneOf || node.allOf) return { index: -1, known: [] };
    if (!(segments[i] in props)) return { index: i, known: Object.keys(props) };
    node = asSchema(props[segments[i]]);
  }
  return { index: -1, known: [] };
}

/** Follows a dotted path through data (constants.json); returns the unknown segment's index, or -1. */
function unresolvedInData(data: unknown, segments: string[]): { index: number; known: string[] } {
  let node = data;
  for (let i = 0; i < segments.length; i += 1) {
    if (!node || typeof node !== 'object' || Array.isArray(node)) return { index: -1, known: [] };
    if (!(segments[i] in node)) return { index: i, known: Object.keys(node) };
    node = (node as Record<string, unknown>)[segments[i]];
  }
  return { index: -1, known: [] };
}

/** Resolves one variable path against the scope: the index of its first unknown segment and the names known there. */
function resolveVariable(path: string, scope: RuleScope): { index: number; known: readonly string[] } | undefined {
  const segments = path.split('.');
  const [root, first] = segments;
  const inList = (list: readonly string[] | undefined, index: number) => (list && segments.length > index && !list.includes(segments[index]) ? { index, known: list } : undefined);
  switch (root) {
    case 'answers': {
      if (!scope.answers || first === undefined) return undefined;
      const r = unresolvedInSchema(scope.answers, segments.slice(1), scope.answers.$defs as Schema | undefined);
      return r.index < 0 ? undefined : { index: r.index + 1, known: r.known };
    }
    case 'constants': {
      if (scope.constants === undefined) return undefined;
      const r = unresolvedInData(scope.constants, segments.slice(1));
      return r.index < 0 ? undefined : { index: r.index + 1, known: r.known };
    }
    case 'flags': return inList(scope.flags, 1);
    case 'experiments': return inList(scope.experiments, 1);
    case 'status': return inList(STATUS_FIELDS, 1);
    case 'application': return inList(APPLICATION_FIELDS, 1);
    case 'profile': return inList(PROFILE_FIELDS, 1);
    case 'rules': return inList(scope.rules, 1);
    case 'brand': {
      if (first === 'features') return inList(scope.features, 2);
      if (first === 'rules') return inList(scope.rules, 2);
      const props = asSchema(scope.brandSchema?.properties);
      return props ? inList(Object.keys(props), 1) : undefined;
    }
    default: return root === '' || /^\d+$/.test(root) ? undefined : inList(RULE_ROOTS, 0);
  }
}

/**
 * Checks one json-logic rule found at `pointer` of `file`: it is a rule (not a string, number, array or an object with
 * more or fewer than one operator; true and false are allowed), its operators are registered, and every variable it
 * reads from a known root (answers, constants, flags, experiments, brand, rules, status, application, profile) exists
 * in the scope. Pure.
 */
export function checkRule(rule: unknown, file: string, pointer: string, scope: RuleScope): DataProblem[] {
  const problems: DataProblem[] = [];
  if (typeof rule !== 'boolean' && (rule === null || typeof rule !== 'object' || Array.isArray(rule))) {
    return [{ code: 'E_NOT_A_RULE', file, pointer, message: `${JSON.stringify(rule)} is not a json-logic rule (it would always ${rule ? 'hold' : 'fail'})` }];
  }
  for (const at of malformedNodes(rule, pointer)) problems.push({ code: 'E_NOT_A_RULE', file, pointer: at, message: 'not a json-logic rule: an object must hold exactly one operator' });
  const known = [...BUILT_IN_OPERATIONS, ...Object.keys(operations)];
  for (const { op, pointer: at } of operationNames(rule, pointer)) {
    if (!known.includes(op)) problems.push({ code: 'E_UNKNOWN_OPERATION', file, pointer: at, message: `unknown json-logic operation '${op}'`, didYouMean: closestName(op, known) });
  }
  for (const { path, pointer: at } of contextVariables(rule, pointer)) {
    const r = resolveVariable(path, scope);
    if (!r) continue;
    const segments = path.split('.');
    const name = segments[r.index];
    const prefix = r.index === 0 ? 'no rule context' : `'${segments.slice(0, r.index).join('.')}'`;
    const close = closestName(name, r.known);
    problems.push({
      code: 'E_UNKNOWN_VARIABLE', file, pointer: at, message: `the rule reads '${path}', but ${prefix} has no '${name}'`,
      didYouMean: close === undefined ? undefined : [...segments.slice(0, r.index), close].join('.'),
    });
  }
  return problems;
}
