/**
 * The widget and field names UI schemas may refer to. engine/render registers exactly these
 * (a unit test keeps the two lists equal); `npm run flows -- check` rejects any other name.
 */
export const KNOWN_WIDGETS = [
  'AddressField', 'BirthDateField', 'OccupancyWidget', 'YesNoWidget', 'SelectWidget', 'MoneyWidget', 'PhoneWidget',
  'PasswordWidget', 'ConsentWidget', 'TextWidget', 'LienListField', 'RadioChoiceWidget', 'SsnWidget', 'CheckboxGroupWidget',
  'TextareaWidget', 'DocumentUploadField', 'RoutingNumberWidget',
] as const;

/**
 * The page components flows/application/pages.json may name (`kind: component`): the app registers exactly these in
 * its page registry (a unit test keeps the two lists equal).
 */
export const KNOWN_PAGE_COMPONENTS = [
  'product-select', 'assets', 'prequal-winback', 'app-summary', 'income-review',
  'notary-intro', 'notary-schedule-manual', 'notary-reserve-manual', 'notary-session', 'notary-error',
  'funding-complete',
  'signing-intro', 'signing-sign', 'signing-additional', 'document-disclosures',
  'conditions',
] as const;

/**
 * The lender actions a form page's call may name: the server handles exactly these (a unit test keeps the two lists
 * equal). `store-answers` keeps the answers with the application and moves it to the page's `nextStatus`.
 */
export const LENDER_ACTIONS = [
  'save-liens', 'save-profile', 'save-contact', 'save-hmda', 'retry-credit-with-ssn', 'retry-credit', 'store-answers',
  'verify-identity', 'save-disburse-account', 'save-autopay', 'save-value-estimate', 'save-property-condition', 'order-valuation',
  'confirm-linked-account',
  'attest-inquiries', 'attest-liens',
  'submit-insurance',
  'invite-co-signer',
] as const;
