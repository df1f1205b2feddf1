import type { RegistryFieldsType, RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { AddressField } from './AddressField';
import { CheckboxGroupWidget, LienListField, RadioChoiceWidget, SsnWidget, TextareaWidget } from './application-widgets';
import { BirthDateField } from './BirthDateField';
import { ConsentWidget } from './ConsentWidget';
import { createFieldErrorTemplate } from './FieldErrorTemplate';
import { MoneyWidget } from './MoneyWidget';
import { OccupancyWidget } from './OccupancyWidget';
import { PasswordWidget } from './PasswordWidget';
import { PhoneWidget } from './PhoneWidget';
import { SelectWidget } from './SelectWidget';
import { TextWidget } from './TextWidget';
import { YesNoWidget } from './YesNoWidget';

/**
 * The widgets UI schemas name with `ui:widget`. `TextWidget` and `SelectWidget` also replace RJSF's defaults for
 * plain strings/numbers and enums. Together with `fields` these are exactly KNOWN_WIDGETS (engine/core).
 */
export const widgets: RegistryWidgetsType = {
  OccupancyWidget,
  YesNoWidget,
  SelectWidget,
  MoneyWidget,
  PhoneWidget,
  PasswordWidget,
  ConsentWidget,
  TextWidget,
  RadioChoiceWidget,
  SsnWidget,
  CheckboxGroupWidget,
  TextareaWidget,
};

/** The fields UI schemas name with `ui:field`. */
export const fields: RegistryFieldsType = { AddressField, BirthDateField, LienListField };

/**
 * Optional templates for the Form: the registry's widgets show their own first error, so this FieldErrorTemplate
 * keeps RJSF from listing the same errors again under them (other fields keep @rjsf/mui's list).
 */
export const templates: Partial<TemplatesType> = { FieldErrorTemplate: createFieldErrorTemplate({ widgets, fields }) };
