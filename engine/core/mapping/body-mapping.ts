import { evaluateRule } from '../rules/evaluate-rule';
import type { Answers } from '../types';
import { pointerTokens, readPointer, writePointer } from './json-pointer';

/**
 * One part of a request body (schemas/create-heloc-body.schema.json): built from the answers by a JSON pointer
 * (`answer`), a json-logic `rule` over `{ answers, extras, body }` (the body built so far) or a constant `value`.
 * With `answer`, the part is also read back into that answer unless `readBack` is false.
 */
export interface BodyPart {
  body: string;
  answer?: string;
  rule?: unknown;
  value?: unknown;
  /** Used when the answer (or the rule's result) is missing or null. */
  default?: unknown;
  /** Leaves the part out when it is missing, null or an empty string. */
  omitEmpty?: boolean;
  readBack?: boolean;
  /** Used when reading back finds nothing (or null) at `body`. */
  readDefault?: unknown;
}

/** One answer read back from a body: from a JSON pointer of the body (`body`) or a json-logic `rule` over `{ body }`. */
export interface AnswerPart {
  answer: string;
  body?: string;
  rule?: unknown;
}

/** A declared mapping between a flow's answers and a request body (e.g. flows/registration/create-heloc-body.json). */
export interface BodyMapping {
  $schema?: string;
  /** The flow whose answers the body carries. */
  flow: string;
  /** Steps whose answers go elsewhere (the identity service): never carried by `additionalAnswers`, never re-validated from the body. */
  identityOnlySteps: string[];
  /** Pointer in the body of the answers of the flow's other steps that no part names. */
  additionalAnswers?: string;
  body: BodyPart[];
  answers: AnswerPart[];
}

/** The answer keys (top-level schema properties) each step of the flow owns, by step id. */
export type StepAnswerKeys = Record<string, string[]>;

const isMissing = (v: unknown) => v === undefined || v === null;
const isEmpty = (v: unknown) => isMissing(v) || v === '';
const clone = <T>(v: T): T => (v === undefined ? v : (JSON.parse(JSON.stringify(v)) as T));

/** The answer keys a mapping names explicitly (the first token of every answer pointer), in both directions. Pure. */
export function mappedAnswerKeys(mapping: BodyMapping): Set<string> {
  const pointers = [...mapping.body.map((p) => p.answer), ...mapping.answers.map((p) => p.answer)].filter((p): p is string => typeof p === 'string');
  return new Set(pointers.map((p) => pointerTokens(p)[0]).filter((k): k is string => k !== undefined));
}

/**
 * The answer keys `additionalAnswers` may carry: those of the flow's steps that are not identity-only and that no
 * part of the mapping names. Only keys of known steps, so nothing the borrower typed elsewhere (a password) leaks. Pure.
 */
export function additionalAnswerKeys(mapping: BodyMapping, steps: StepAnswerKeys): string[] {
  const mapped = mappedAnswerKeys(mapping);
  const identityKeys = new Set(mapping.identityOnlySteps.flatMap((id) => steps[id] ?? []));
  const keys = Object.entries(steps).filter(([id]) => !mapping.identityOnlySteps.includes(id)).flatMap(([, k]) => k);
  return [...new Set(keys)].filter((k) => !mapped.has(k) && !identityKeys.has(k));
}

/** The answers `additionalAnswers` carries: every answered key of `additionalAnswerKeys`, copied. Pure. */
export function additionalAnswers(mapping: BodyMapping, answers: Answers, steps: StepAnswerKeys): Answers {
  return Object.fromEntries(additionalAnswerKeys(mapping, steps).filter((k) => answers[k] !== undefined).map((k) => [k, clone(answers[k])]));
}

function partValue(part: BodyPart, answers: Answers, extras: unknown, body: Record<string, unknown>): unknown {
  if ('value' in part) return clone(part.value);
  if (part.rule !== undefined) return evaluateRule(part.rule, { answers, extras, body });
  return part.answer === undefined ? undefined : clone(readPointer(answers, part.answer));
}

/**
 * Builds a request body from answers: every part in order (a later part may read `body` as built so far), then the
 * unmapped answers of the flow's other steps under `additionalAnswers` (left out when there are none, or when `steps`
 * is not given). Pure; throws E_POINTER on a malformed pointer and json-logic's error on an unknown operation.
 */
export function buildBody(mapping: BodyMapping, answers: Answers, extras: unknown, steps?: StepAnswerKeys): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const part of mapping.body) {
    let value = partValue(part, answers, extras, body);
    if (isMissing(value) && part.default !== undefined) value = clone(part.default);
    if (value === undefined || (part.omitEmpty && isEmpty(value))) continue;
    writePointer(body, part.body, value);
  }
  if (mapping.additionalAnswers && steps) {
    const extra = additionalAnswers(mapping, answers, steps);
    if (Object.keys(extra).length) writePointer(body, mapping.additionalAnswers, extra);
  }
  return body;
}

/**
 * Reads answers back from a body: the parts built from an answer pointer (unless `readBack` is false), the answer
 * parts, then — when `steps` is given — the keys of `additionalAnswers` that belong to the flow's other steps (any
 * other key is ignored). A missing or null value leaves the answer out. Pure; the result shares nothing with `body`.
 */
export function answersFromBody(mapping: BodyMapping, body: unknown, steps?: StepAnswerKeys): Answers {
  const answers: Answers = {};
  for (const part of mapping.body) {
    if (part.answer === undefined || part.readBack === false) continue;
    const value = readPointer(body, part.body);
    if (isMissing(value) && part.readDefault !== undefined) writePointer(answers, part.answer, clone(part.readDefault));
    else if (value !== undefined) writePointer(answers, part.answer, clone(value));
  }
  for (const part of mapping.answers) {
    const value = part.rule !== undefined ? evaluateRule(part.rule, { body }) : readPointer(body, part.body ?? '');
    if (!isMissing(value) || (part.rule === undefined && value === null)) writePointer(answers, part.answer, clone(value));
  }
  const extra = mapping.additionalAnswers ? readPointer(body, mapping.additionalAnswers) : undefined;
  if (steps && extra !== null && typeof extra === 'object' && !Array.isArray(extra)) {
    for (const key of additionalAnswerKeys(mapping, steps)) {
      const value = (extra as Record<string, unknown>)[key];
      if (value !== undefined) answers[key] = clone(value);
    }
  }
  return answers;
}
