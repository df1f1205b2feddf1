import { withTheme } from '@rjsf/core';
import allFields from '@rjsf/core/lib/components/fields/index.js';
import allTemplates from '@rjsf/core/lib/components/templates/index.js';
import allWidgets from '@rjsf/core/lib/components/widgets/index.js';
import { stepTheme } from './step-theme';

/**
 * The step form for schemas with arrays or oneOf/anyOf: RJSF's full default registry (array, multi-schema, layout
 * and optional-data fields with their templates) under the same project theme. Loaded only with such a step, so the
 * first registration page carries the lean registry alone.
 */
const CompositeStepThemeForm = withTheme({
  fields: { ...allFields(), ...stepTheme.fields },
  templates: { ...allTemplates(), ...stepTheme.templates, ButtonTemplates: allTemplates().ButtonTemplates },
  widgets: { ...allWidgets(), ...stepTheme.widgets },
});

export default CompositeStepThemeForm;
