import CheckboxWidget from '@rjsf/core/lib/components/widgets/CheckboxWidget.js';
import HiddenWidget from '@rjsf/core/lib/components/widgets/HiddenWidget.js';
import type { RegistryWidgetsType } from '@rjsf/utils';

/**
 * RJSF's default widgets that a flat step can still reach without naming one: the checkbox of a plain boolean and
 * the hidden input. Every other input is a widget of engine/render/widgets/registry.ts (UI schemas may name only
 * those: KNOWN_WIDGETS), which also replace TextWidget and SelectWidget.
 */
export default function leanWidgets(): RegistryWidgetsType {
  return { CheckboxWidget, HiddenWidget } as RegistryWidgetsType;
}
