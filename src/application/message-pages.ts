/**
 * The application pages that are words rather than forms (registration §2, §4, §8), as data: one entry per page path
 * under /{uuid}/, read by the one ApplicationMessagePage component. Every word is a copy key of the brand.
 *
 * - `message` pages say what happened (title, body, optional list) and what the borrower can do next: a form that
 *   retries the credit pull (`form`), buttons (`actions`), and always the brand's support phone and e-mail.
 * - `next-step` pages are steps of the application this site does not take the borrower through yet: they name the
 *   step (its title) with the Application ID and the support contacts, so the borrower can finish it with support.
 */

/** A button of a message page: re-read the application (`try-again`, `check-again`) or go to the dashboard. */
export type MessageAction = 'try-again' | 'check-again' | 'dashboard';

/** A form of a message page: the SSN to retry the credit match, or a credit pull retry with an optional freeze PIN. */
export type MessageForm = 'ssn' | 'pin';

export interface MessagePageEntry {
  kind: 'message' | 'next-step';
  /** The page's h1 and document title. */
  titleKey: string;
  bodyKey: string;
  /** A body for one server status (checklistStatus) instead of `bodyKey`, e.g. several properties versus none. */
  bodyKeyByStatus?: Record<string, string>;
  /** An ordered list of steps under a heading (e.g. how to lift a credit freeze). */
  list?: { headingKey: string; itemKeys: string[] };
  form?: MessageForm;
  actions: MessageAction[];
}

const message = (prefix: string, actions: MessageAction[], extra: Partial<MessagePageEntry> = {}): MessagePageEntry => ({
  kind: 'message', titleKey: `${prefix}.title`, bodyKey: `${prefix}.body`, actions, ...extra,
});

const nextStep = (stepKey: string): MessagePageEntry => ({
  kind: 'next-step', titleKey: `nextStep.${stepKey}`, bodyKey: 'nextStep.body', actions: ['check-again', 'dashboard'],
});

/** The timeout page (registration §2: review-app/datatree and review-app/signdocs show it too). */
const TIMEOUT = message('error.timeout', ['try-again', 'dashboard']);

/** Page path → entry. A key ending in '/*' covers every page under it (e.g. income/link/{type}). */
export const MESSAGE_PAGES: Record<string, MessagePageEntry> = {
  'credit/social': message('credit.social', ['dashboard'], { form: 'ssn' }),
  'credit/error': message('credit.error', ['dashboard'], {
    form: 'pin',
    list: { headingKey: 'credit.error.howTo', itemKeys: ['credit.error.howTo.1', 'credit.error.howTo.2', 'credit.error.howTo.3'] },
  }),
  'review-app/incorrect-pin': message('review.incorrectPin', ['dashboard'], { form: 'pin' }),
  'review-app/no-credit': message('review.noCredit', ['dashboard']),
  'review-app/property': message('review.property', ['dashboard'], {
    bodyKeyByStatus: { MULTIPLE_PROPERTIES: 'review.property.multiple', NO_PROPERTY_FOUND: 'review.property.none' },
  }),
  'review-app/uw': message('review.uw', ['check-again', 'dashboard']),
  'review-app/delinquency': message('review.delinquency', ['dashboard']),
  'review-app/incorrect-ownership': message('review.incorrectOwnership', ['dashboard']),
  'review-app/datatree': TIMEOUT,
  'review-app/signdocs': TIMEOUT,
  'error/decline': message('error.decline', ['dashboard']),
  'error/credit': message('error.credit', ['dashboard']),
  'error/income': message('error.income', ['dashboard']),
  'error/timeout': TIMEOUT,
  'error/flood-cert': message('error.floodCert', ['check-again', 'dashboard']),
  hold: message('hold', ['check-again', 'dashboard']),
  'bpo/condition': message('bpo.condition', ['check-again', 'dashboard']),
  'bpo/hold': message('bpo.hold', ['check-again', 'dashboard']),
  'bpo/waiting': message('bpo.waiting', ['check-again', 'dashboard']),
  'bpo/estimate-value': message('bpo.estimateValue', ['check-again', 'dashboard']),
  'bpo/order-bpo': message('bpo.orderBpo', ['check-again', 'dashboard']),
  'payoff/hold': message('payoff.hold', ['check-again', 'dashboard']),

  'bank/autopay': nextStep('bankAutopay'),
  'bank/confirm': nextStep('bankConfirm'),
  'bank/disburse': nextStep('bankDisburse'),
  'bank/manual-disburse': nextStep('bankManualDisburse'),
  'income/review': nextStep('incomeReview'),
  'income/link/*': nextStep('incomeLink'),
  'income/pointserv-callback': nextStep('incomeLink'),
  'income/upload/*': nextStep('incomeUpload'),
  'income/employer-verification': nextStep('employerVerification'),
  identity: nextStep('identity'),
  'signing/intro': nextStep('signingIntro'),
  'signing/sign': nextStep('signingSign'),
  'signing/additional': nextStep('signingAdditional'),
  'signing/support': nextStep('signingSupport'),
  'notary/intro': nextStep('notaryIntro'),
  'notary/schedule-manual': nextStep('notaryScheduleManual'),
  'notary/reserve-manual': nextStep('notaryReserveManual'),
  'notary/session': nextStep('notarySession'),
  'notary/error': nextStep('notaryError'),
  'insurance/upload': nextStep('insuranceUpload'),
  'insurance/requirements': nextStep('insuranceRequirements'),
  conditions: nextStep('conditions'),
  'conditions/upload-document': nextStep('conditionsUploadDocument'),
  'conditions/phone-number': nextStep('conditionsPhoneNumber'),
  'document/disclosures': nextStep('documentDisclosures'),
  complete: nextStep('complete'),
  'merchant/review': nextStep('merchantReview'),
  'merchant/lien-attestation': nextStep('merchantLienAttestation'),
};

/** The entry of a page: an exact key first, then a 'prefix/*' key; null when the page is not a message page. Pure. */
export function findMessagePage(page: string): MessagePageEntry | null {
  const exact = MESSAGE_PAGES[page];
  if (exact) return exact;
  const prefix = Object.keys(MESSAGE_PAGES).find((key) => key.endsWith('/*') && page.startsWith(key.slice(0, -1)) && page.length > key.length - 1);
  return prefix ? MESSAGE_PAGES[prefix] : null;
}

/** The body key of an entry for a server status. Pure. */
export function messageBodyKey(entry: MessagePageEntry, checklistStatus: string): string {
  return entry.bodyKeyByStatus?.[checklistStatus] ?? entry.bodyKey;
}

/** Every copy key an entry uses, for the data test. Pure. */
export function messagePageCopyKeys(entry: MessagePageEntry): string[] {
  return [entry.titleKey, entry.bodyKey, ...Object.values(entry.bodyKeyByStatus ?? {}), ...(entry.list ? [entry.list.headingKey, ...entry.list.itemKeys] : [])];
}
