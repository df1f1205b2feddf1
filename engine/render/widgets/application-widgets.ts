import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { lazyWidget } from './lazy-widget';

// The widgets only the application's forms use (flows/application/steps/) load on demand: registration, the first
// page, never needs them.

export const CheckboxGroupWidget = lazyWidget<WidgetProps>(() => import('./CheckboxGroupWidget').then((m) => m.CheckboxGroupWidget));
export const RadioChoiceWidget = lazyWidget<WidgetProps>(() => import('./RadioChoiceWidget').then((m) => m.RadioChoiceWidget));
export const SsnWidget = lazyWidget<WidgetProps>(() => import('./SsnWidget').then((m) => m.SsnWidget));
export const TextareaWidget = lazyWidget<WidgetProps>(() => import('./TextareaWidget').then((m) => m.TextareaWidget));
export const LienListField = lazyWidget<FieldProps>(() => import('./LienListField').then((m) => m.LienListField));

/** Loads the application forms' widgets, so a form renders complete at once. Resolves when all are loaded. */
export async function preloadApplicationWidgets(): Promise<void> {
  await Promise.all([CheckboxGroupWidget, RadioChoiceWidget, SsnWidget, TextareaWidget, LienListField].map((w) => w.preload()));
}
