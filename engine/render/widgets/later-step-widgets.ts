import type { FieldProps, WidgetProps } from '@rjsf/utils';
import { lazyWidget } from './lazy-widget';

// Widgets no flow's first step uses (later registration steps, the application's and the shell's forms) load on
// demand, with the step that names them (engine/render/load-step.ts), so the first page carries only what its own
// step renders.

export const BirthDateField = lazyWidget<FieldProps>(() => import('./BirthDateField').then((m) => m.BirthDateField));
export const ConsentWidget = lazyWidget<WidgetProps>(() => import('./ConsentWidget').then((m) => m.ConsentWidget));
export const MoneyWidget = lazyWidget<WidgetProps>(() => import('./MoneyWidget').then((m) => m.MoneyWidget));
export const PasswordWidget = lazyWidget<WidgetProps>(() => import('./PasswordWidget').then((m) => m.PasswordWidget));
export const PhoneWidget = lazyWidget<WidgetProps>(() => import('./PhoneWidget').then((m) => m.PhoneWidget));
export const SelectWidget = lazyWidget<WidgetProps>(() => import('./SelectWidget').then((m) => m.SelectWidget));
export const YesNoWidget = lazyWidget<WidgetProps>(() => import('./YesNoWidget').then((m) => m.YesNoWidget));
export const CheckboxGroupWidget = lazyWidget<WidgetProps>(() => import('./CheckboxGroupWidget').then((m) => m.CheckboxGroupWidget));
export const RadioChoiceWidget = lazyWidget<WidgetProps>(() => import('./RadioChoiceWidget').then((m) => m.RadioChoiceWidget));
export const SsnWidget = lazyWidget<WidgetProps>(() => import('./SsnWidget').then((m) => m.SsnWidget));
export const TextareaWidget = lazyWidget<WidgetProps>(() => import('./TextareaWidget').then((m) => m.TextareaWidget));
export const LienListField = lazyWidget<FieldProps>(() => import('./LienListField').then((m) => m.LienListField));
export const DocumentUploadField = lazyWidget<FieldProps>(() => import('./DocumentUploadField').then((m) => m.DocumentUploadField));
export const RoutingNumberWidget = lazyWidget<WidgetProps>(() => import('./RoutingNumberWidget').then((m) => m.RoutingNumberWidget));
