/**
 * The widget and field names UI schemas may refer to. engine/render registers exactly these
 * (a unit test keeps the two lists equal); `npm run flows -- check` rejects any other name.
 */
export const KNOWN_WIDGETS = [
  'AddressField', 'BirthDateField', 'OccupancyWidget', 'YesNoWidget', 'SelectWidget', 'MoneyWidget', 'PhoneWidget',
  'PasswordWidget', 'ConsentWidget', 'TextWidget', 'LienListField', 'RadioChoiceWidget', 'SsnWidget', 'CheckboxGroupWidget',
  'TextareaWidget',
] as const;
