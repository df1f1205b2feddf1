import MuiObjectFieldTemplate from '@rjsf/mui/lib/ObjectFieldTemplate/ObjectFieldTemplate.js';
import { canExpand, descriptionId, getTemplate, getUiOptions, titleId, type ObjectFieldTemplateProps } from '@rjsf/utils';
import type { CSSProperties } from 'react';

/** @rjsf/mui's layout: a column of full-width rows 16 px apart (Grid spacing 2), 10 px above (mt 1.25) and below each (mb 1.25). */
const FIELDS_STYLE: CSSProperties = { display: 'flex', flexDirection: 'column', rowGap: 16, marginTop: 10, minWidth: 0 };
const FIELD_STYLE: CSSProperties = { marginBottom: 10, minWidth: 0 };

/**
 * An object's properties laid out as @rjsf/mui's ObjectFieldTemplate lays them out (a Grid container of full-width
 * items), with plain elements and constant inline styles: the object re-renders with every answer and every error
 * shown, and a Grid computes its responsive styles each time, where a plain element costs React a props comparison.
 * An object that can take more properties (an add button) keeps @rjsf/mui's template.
 */
export function StepObjectFieldTemplate(props: ObjectFieldTemplateProps) {
  const { description, title, properties, required, disabled, readonly, uiSchema, fieldPathId, schema, formData, optionalDataControl, registry } = props;
  if (canExpand(schema, uiSchema, formData)) return <MuiObjectFieldTemplate {...props} />;
  const uiOptions = getUiOptions(uiSchema);
  const TitleFieldTemplate = getTemplate('TitleFieldTemplate', registry, uiOptions);
  const DescriptionFieldTemplate = getTemplate('DescriptionFieldTemplate', registry, uiOptions);
  const controlInTitle = !readonly && !disabled;
  return (
    <>
      {title && (
        <TitleFieldTemplate id={titleId(fieldPathId)} title={title} required={required} schema={schema} uiSchema={uiSchema} registry={registry}
          optionalDataControl={controlInTitle ? optionalDataControl : undefined} />
      )}
      {description && <DescriptionFieldTemplate id={descriptionId(fieldPathId)} description={description} schema={schema} uiSchema={uiSchema} registry={registry} />}
      <div style={FIELDS_STYLE}>
        {!controlInTitle ? optionalDataControl : undefined}
        {properties.map((element) => (element.hidden ? element.content : <div key={element.name} style={FIELD_STYLE}>{element.content}</div>))}
      </div>
    </>
  );
}
