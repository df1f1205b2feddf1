import type { Answers, StepDefinition } from '../types';

type SchemaNode = { type?: string; properties?: Record<string, SchemaNode> };

function fillObjects(schema: SchemaNode, value: unknown): unknown {
  if (schema.type !== 'object' || !schema.properties) return value;
  const obj = value && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  for (const [key, sub] of Object.entries(schema.properties)) {
    if (sub.type === 'object') obj[key] = fillObjects(sub, obj[key]);
  }
  return obj;
}

/**
 * The part of the answers a step owns (its schema's top-level properties), with missing nested objects
 * filled in as `{}` so that errors land on the leaf fields the borrower sees. Pure.
 */
export function stepSlice(step: Pick<StepDefinition, 'schema'>, answers: Answers): Answers {
  const picked: Answers = {};
  for (const key of Object.keys(step.schema.properties)) {
    if (answers[key] !== undefined) picked[key] = answers[key];
  }
  return fillObjects(step.schema as SchemaNode, picked) as Answers;
}
