import type { Answers } from '../../../engine/core';
import { retryCredit, submitCreditSsn } from '../application-calls';

/** A form a message page shows: the step of flows/application/steps/ it renders, its button and the call it makes. */
export interface MessageFormSpec {
  /** The id of the step in flows/application/steps/ (its titleKey names the form for assistive technology). */
  stepId: string;
  /** Copy key of the submit button. */
  submitKey: string;
  /** The call made with the step's valid answers. */
  send: (uuid: string, answers: Answers) => Promise<unknown>;
}

/**
 * The forms of the message pages, by the name a page's `form` gives: `ssn` (credit/social: the SSN to retry the
 * credit match, POST credit/ssn) and `pin` (credit/error, review-app/incorrect-pin: pull credit again with the
 * optional freeze PIN, POST credit/retry). The server validates each call with the same step.
 */
export const MESSAGE_FORMS = {
  ssn: { stepId: 'credit-ssn', submitKey: 'credit.ssn.submit', send: (uuid, answers) => submitCreditSsn(uuid, String(answers.ssn)) },
  pin: {
    stepId: 'credit-pin',
    submitKey: 'credit.retry.submit',
    send: (uuid, answers) => retryCredit(uuid, typeof answers.pin === 'string' && answers.pin !== '' ? answers.pin : undefined),
  },
} as const satisfies Record<string, MessageFormSpec>;

/** The name of a message page's form. */
export type MessageFormName = keyof typeof MESSAGE_FORMS;
