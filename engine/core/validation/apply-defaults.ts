import type { Answers, StepDefinition } from '../types';

type Node = { type?: string; default?: unknown; properties?: Record<string, Node> };
type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function fillObject(schema: Node, obj: Obj): Obj {
  let out = obj;
  for (const [key, sub] of Object.entries(schema.properties ?? {})) {
    const next = fill(sub, obj[key]);
    if (next === obj[key]) continue;
    if (out === obj) out = { ...obj };
    out[key] = next;
  }
  return out;
}

function fill(schema: Node, value: unknown): unknown {
  if (value === undefined) {
    if (schema.default !== undefined) return schema.default;
    if (schema.type !== 'object') return undefined;
    const built = fillObject(schema, {});
    return Object.keys(built).length ? built : undefined;
  }
  return schema.type === 'object' && isObject(value) ? fillObject(schema, value) : value;
}

/**
 * The answers with the step schema's `default` values filled in where the borrower has given nothing yet (e.g. other
 * income 0). Answers already given are never replaced. Returns the same object when nothing was missing. Pure.
 */
export function applyStepDefaults(step: Pick<StepDefinition, 'schema'>, answers: Answers): Answers {
  return fillObject(step.schema as Node, answers);
}
