const COMPOSITE_KEYS = ['items', 'oneOf', 'anyOf', 'allOf', '$ref', 'patternProperties', 'dependencies', 'dependentSchemas', 'if'];

/**
 * True when a step schema needs more than RJSF's lean registry (objects of strings, numbers and booleans): an array,
 * a oneOf/anyOf/allOf, a $ref, an `if`, dependencies or additional properties anywhere in it. Pure.
 */
export function needsCompositeFields(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object' || Array.isArray(schema)) return false;
  const node = schema as Record<string, unknown>;
  const types = Array.isArray(node.type) ? node.type : [node.type];
  if (types.includes('array')) return true;
  if (COMPOSITE_KEYS.some((key) => key in node)) return true;
  if (node.additionalProperties !== undefined && node.additionalProperties !== false) return true;
  return [node.properties, node.definitions, node.$defs].some(
    (group) => !!group && typeof group === 'object' && Object.values(group).some(needsCompositeFields),
  );
}
