/**
 * The data-only change the data-change proof builds and runs: with JSON alone (no TypeScript), (a) a registration
 * step with a new field and a cross-field rule, (b) an application form page for a new status whose answers the
 * lender stores, with a routing row to it, and (c) a message page for another new status, with its routing row.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { editJson } from '../fixtures/project-tree';

/** The new statuses and pages, as the browser test uses them. */
export const ADDED = {
  registrationStep: 'previous-address',
  formStatus: 'RESIDENCE_DETAILS',
  formPage: 'start/residence',
  formStep: 'residence-details',
  messageStatus: 'RESIDENCE_REVIEW',
  messagePage: 'review-app/residence',
} as const;

/** The words of the additions, in the default brand (every brand inherits them). */
export const ADDED_COPY: Record<string, string> = {
  'step.previousAddress.title': 'Where did you live before?',
  'field.previousStreet.label': 'Previous street address',
  'previousStreet.required': 'Enter the street you lived on before',
  'previousStreet.sameAsProperty': 'Your previous street must differ from the property’s street',
  'start.residence.title': 'Tell us about your household',
  'start.residence.householdSize.label': 'How many people live in the home?',
  'start.residence.householdSize.1': 'Just me',
  'start.residence.householdSize.2': 'Two',
  'start.residence.householdSize.3': 'Three or more',
  'start.residence.householdSize.required': 'Choose how many people live in the home',
  'review.residence.title': 'We are reviewing your household details',
  'review.residence.body': 'Thank you. We will let you know when your application can go on.',
};

const json = (root: string, rel: string, value: unknown) => writeFileSync(join(root, rel), `${JSON.stringify(value, null, 2)}\n`);

/** Writes the additions into a copy of the data tree (flows/, brands/ under `root`). */
export function addDataOnlyChanges(root: string): void {
  json(root, 'flows/registration/steps/previous-address.step.json', {
    $schema: '../../../schemas/step.schema.json',
    id: ADDED.registrationStep,
    titleKey: 'step.previousAddress.title',
    schema: {
      $id: 'stepPreviousAddress', type: 'object', required: ['previousStreet'],
      properties: { previousStreet: { type: 'string', minLength: 1, maxLength: 100 } },
    },
    uiSchema: { previousStreet: { 'ui:title': 'field.previousStreet.label' } },
    messages: { previousStreet: { '*': 'previousStreet.required' } },
    checks: [{
      id: 'previous-street-differs', field: 'previousStreet', message: 'previousStreet.sameAsProperty',
      failWhen: { '==': [{ heloc_trim: [{ var: 'answers.previousStreet' }] }, { heloc_trim: [{ var: 'answers.propertyAddress.street1' }] }] },
    }],
  });
  editJson(root, 'flows/registration/registration.flow.json', (flow) => {
    const at = flow.steps.findIndex((s: { id: string }) => s.id === 'birthdate') + 1;
    flow.steps.splice(at, 0, { id: ADDED.registrationStep, file: 'steps/previous-address.step.json' });
  });

  json(root, 'flows/application/steps/residence-details.step.json', {
    $schema: '../../../schemas/step.schema.json',
    id: ADDED.formStep,
    titleKey: 'start.residence.title',
    schema: {
      $id: 'stepResidenceDetails', type: 'object', required: ['householdSize'],
      properties: { householdSize: { type: 'string', enum: ['1', '2', '3+'] } },
    },
    uiSchema: {
      householdSize: {
        'ui:widget': 'RadioChoiceWidget', 'ui:title': 'start.residence.householdSize.label',
        'ui:options': { enumNames: ['start.residence.householdSize.1', 'start.residence.householdSize.2', 'start.residence.householdSize.3'] },
      },
    },
    messages: { householdSize: { '*': 'start.residence.householdSize.required' } },
  });
  editJson(root, 'flows/application/pages.json', (file) => {
    file.pages[ADDED.formPage] = {
      kind: 'form', progress: 'MORE_INFO', step: ADDED.formStep,
      call: { method: 'PUT', path: 'residence-details', lender: 'store-answers', acceptStatuses: [ADDED.formStatus], nextStatus: ADDED.messageStatus },
    };
    file.pages[ADDED.messagePage] = { kind: 'message', progress: 'MORE_INFO', titleKey: 'review.residence.title', bodyKey: 'review.residence.body', actions: ['check-again', 'dashboard'] };
  });
  editJson(root, 'flows/application/status-routes.json', (table) => {
    table.rows.unshift(
      { id: 'residence-details', statuses: [ADDED.formStatus], page: ADDED.formPage },
      { id: 'residence-review', statuses: [ADDED.messageStatus], page: ADDED.messagePage },
    );
  });
  editJson(root, 'brands/default.brand.json', (brand) => Object.assign(brand.copy, ADDED_COPY));
}
