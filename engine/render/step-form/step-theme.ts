import { withTheme, type ThemeProps } from '@rjsf/core';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import { fields, templates, widgets } from '../widgets/registry';
import { ShownErrorsSchemaField } from './shown-errors';
import { StepObjectFieldTemplate } from './StepObjectFieldTemplate';

/**
 * The project's RJSF theme: @rjsf/mui's look for the templates steps use, the project's widget and field registry,
 * and nothing else of the MUI theme (no array, slider or menu widgets, no TextField-based input template: every
 * input is a registered widget; object titles, which steps hide, use RJSF's plain legend), to keep the first page small.
 * Its root field takes the errors to show from `ShownErrorsContext` (shown-errors.tsx).
 */
export const stepTheme = {
  templates: {
    DescriptionFieldTemplate: DescriptionField, FieldHelpTemplate, FieldTemplate, ObjectFieldTemplate: StepObjectFieldTemplate,
    ...templates,
  },
  widgets,
  fields: { ...fields, SchemaField: ShownErrorsSchemaField },
} satisfies ThemeProps;

/**
 * The RJSF form used for flat steps. In the built app RJSF's default registry is the lean one
 * (step-form/lean-registry, scripts/vite/lean-libraries.ts); steps with arrays or oneOf/anyOf use
 * `composite-theme.ts` instead (see `needsCompositeFields`).
 */
export const StepThemeForm = withTheme(stepTheme);
