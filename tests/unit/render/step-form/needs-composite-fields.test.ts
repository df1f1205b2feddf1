import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { needsCompositeFields } from '../../../../engine/render/step-form/needs-composite-fields';

const flat = { type: 'object', properties: { a: { type: 'string' }, b: { type: 'number' }, c: { type: 'boolean', const: true } } };

describe('needsCompositeFields', () => {
  it.each([
    ['strings, numbers and booleans', flat, false],
    ['nested objects of plain fields', { type: 'object', properties: { address: flat } }, false],
    ['an enum', { type: 'object', properties: { s: { type: 'string', enum: ['A', 'B'] } } }, false],
    ['additionalProperties: false', { type: 'object', additionalProperties: false, properties: {} }, false],
    ['an array property', { type: 'object', properties: { list: { type: 'array', items: { type: 'string' } } } }, true],
    ['a type list with array', { type: 'object', properties: { list: { type: ['array', 'null'] } } }, true],
    ['items without a type', { type: 'object', properties: { list: { items: { type: 'string' } } } }, true],
    ['oneOf deep inside', { type: 'object', properties: { a: { type: 'object', properties: { b: { oneOf: [{ const: 1 }] } } } } }, true],
    ['anyOf', { type: 'object', properties: { a: { anyOf: [{ type: 'string' }] } } }, true],
    ['allOf at the root', { type: 'object', allOf: [], properties: {} }, true],
    ['a $ref', { type: 'object', properties: { a: { $ref: '#/definitions/x' } } }, true],
    ['if/then', { type: 'object', if: {}, then: {}, properties: {} }, true],
    ['open additional properties', { type: 'object', additionalProperties: { type: 'string' } }, true],
    ['an array under definitions', { type: 'object', properties: {}, definitions: { x: { type: 'array' } } }, true],
  ])('%s → %s', (_name, schema, expected) => {
    expect(needsCompositeFields(schema)).toBe(expected);
  });

  it('sends the liens and HMDA steps (arrays) to the full registry', () => {
    for (const id of ['liens', 'hmda']) {
      const step = JSON.parse(readFileSync(join(process.cwd(), `flows/application/steps/${id}.step.json`), 'utf8'));
      expect(needsCompositeFields(step.schema), id).toBe(true);
    }
  });
});
