import { withTheme } from '@rjsf/core';
import DescriptionField from '@rjsf/mui/lib/DescriptionField/DescriptionField.js';
import FieldHelpTemplate from '@rjsf/mui/lib/FieldHelpTemplate/FieldHelpTemplate.js';
import FieldTemplate from '@rjsf/mui/lib/FieldTemplate/FieldTemplate.js';
import ObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import { fields, templates, widgets } from '../widgets/registry';

/**
 * The RJSF form used for every step: @rjsf/mui's look for the templates steps use, the project's widget and field
 * registry, and nothing else of the MUI theme (no array, slider or menu widgets, no TextField-based input template:
 * every input is a registered widget; object titles, which steps hide, use RJSF's plain legend), to keep the first
 * page small.
 */
export const StepThemeForm = withTheme({
  templates: {
    DescriptionFieldTemplate: DescriptionField, FieldHelpTemplate, FieldTemplate, ObjectFieldTemplate,
    ...templates,
  },
  widgets,
  fields,
});
