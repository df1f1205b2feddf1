/** A widget or field a UI schema names, with the JSON pointer of the reference. */
export interface UiComponentRef {
  name: string;
  pointer: string;
}

/** Every `ui:widget` and `ui:field` a UI schema names, in document order. Pure. */
export function uiComponentRefs(uiSchema: unknown, pointer = '/uiSchema'): UiComponentRef[] {
  if (!uiSchema || typeof uiSchema !== 'object') return [];
  return Object.entries(uiSchema).flatMap(([k, v]) =>
    (k === 'ui:widget' || k === 'ui:field') && typeof v === 'string' ? [{ name: v, pointer: `${pointer}/${k}` }] : uiComponentRefs(v, `${pointer}/${k}`));
}

/** The distinct widget and field names a UI schema uses. Pure. */
export function uiComponentNames(uiSchema: unknown): string[] {
  return [...new Set(uiComponentRefs(uiSchema).map((r) => r.name))];
}
