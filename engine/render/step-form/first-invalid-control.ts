import { idToField } from './errors-to-error-schema';

const CONTROLS = 'input:not([type="hidden"]), select, textarea';

/**
 * The first control in `root` (document order) of a field with an error in `fields` (dotted paths; an error on an
 * object field counts for the controls inside it), found before the errors are rendered: RJSF's ids name the field
 * (`root_propertyAddress_street1`; a choice's options add `-0`, `-1`…). Disabled controls are passed over. Pure DOM read.
 */
export function firstInvalidControl(root: ParentNode | null, fields: string[]): HTMLElement | null {
  if (!root) return null;
  const invalid = fields.filter(Boolean);
  if (invalid.length === 0) return null;
  for (const el of root.querySelectorAll<HTMLInputElement>(CONTROLS)) {
    if (el.disabled || !el.id) continue;
    const field = idToField(el.id.replace(/-\d+$/, ''));
    if (invalid.some((f) => field === f || field.startsWith(`${f}.`))) return el;
  }
  return null;
}

/**
 * After the errors are painted: focus the first element marked invalid unless focus is already on or inside it (the
 * control chosen by `firstInvalidControl` normally is). Returns what it focused, or null.
 */
export function settleInvalidFocus(root: ParentNode | null): HTMLElement | null {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!first) return null;
  const active = document.activeElement;
  if (active && (active === first || first.contains(active))) return null;
  first.focus();
  return first;
}
