import type { Rule } from '../types';

/** A button of a message page: re-read the application (`try-again`, `check-again`) or go to the dashboard. */
export type MessageAction = 'try-again' | 'check-again' | 'dashboard';

/** A form a message page shows (pages.json `forms`): a stand-alone step, its button's words and the call it makes. */
export interface MessageForm {
  step: string;
  /** Copy key of the submit button. */
  submitKey: string;
  call: PageCall;
}

/** A borrower call a page makes: method, path under the application's base path, and the body built from the answers. */
export interface PageCall {
  method: 'PUT' | 'POST';
  /** Path under `/service-application/api/v1/application/heloc/{uuid}/`, e.g. `contact`. */
  path: string;
  /**
   * The body: each field is a json-logic rule over `{ answers, application, profile }`; a field whose value is null,
   * undefined or an empty string is left out. Absent: the answers as they are.
   */
  body?: Record<string, Rule>;
  /**
   * What the lender does with a valid body, by name: one of the server's named actions (`save-contact`, …), or
   * `store-answers` (the answers are stored with the application under the step id, and the status moves on).
   */
  lender: string;
  /** Statuses in which the lender accepts the call (409 otherwise). Required for `store-answers`. */
  acceptStatuses?: string[];
  /** The status the application moves to after `store-answers`. */
  nextStatus?: string;
  /**
   * With `store-answers`: the persona stage (server/fixtures/personas.json, e.g. `afterIncome`) the sandbox lender
   * applies after `nextStatus` in the background — where the application goes next, by persona.
   */
  sandboxStage?: string;
}

/** Where a form page's first answers come from: json-logic over `{ application, profile, response }`. */
export interface PageInitialAnswers {
  /** A GET under the application's base path whose answer is `response` (e.g. `liens`). */
  load?: string;
  /** Answer field → json-logic rule; null and undefined results are left out. */
  answers: Record<string, Rule>;
}

/** What every page declares: the step of the sidebar's progress bar it belongs to, its named values and notices. */
interface PageBase {
  /** A progress value (a key of flows/application/progress.json `values`), e.g. `LINK_INCOME`. */
  progress: string;
  /**
   * Named values: json-logic over the page context (`{ application, status, profile, flags, constants }`). The page's
   * copy may use them (`{fee|money}`); a lender action may read them, so browser and server compute them alike.
   */
  values?: Record<string, Rule>;
  /** Lines shown above the page's content while their rule holds (e.g. why the borrower is asked again). */
  notices?: PageNotice[];
  /** A panel that links an account through the sandbox link provider. */
  link?: LinkLauncher;
  /** Other pages the borrower may open from this one. */
  links?: PageLink[];
  /** The decided pages this one stands in for: the host keeps the borrower here while the routing decides one of them. */
  within?: string[];
}

/** What the sandbox link provider links: the purpose of the link, the kind of account, and the panel's words. */
export interface LinkLauncher {
  purpose: 'INCOME' | 'DISBURSE';
  product: 'bank' | 'payroll';
  titleKey: string;
  bodyKey: string;
  buttonKey: string;
}

/** A link to another page of the application (a page whose `within` names this one). */
export interface PageLink {
  page: string;
  textKey: string;
}

/** A page that says what happened and what the borrower can do next. */
export interface MessagePage extends PageBase {
  kind: 'message' | 'next-step';
  titleKey: string;
  bodyKey: string;
  /** A body for one server status (checklistStatus) instead of `bodyKey`. */
  bodyKeyByStatus?: Record<string, string>;
  /** An ordered list of steps under a heading (e.g. how to lift a credit freeze). */
  list?: { headingKey: string; itemKeys: string[] };
  /** Shows the application's credit decision (flows/application/decision-notice.json) and the link to its stored PDF. */
  decisionNotice?: boolean;
  /** The name of the form (in pages.json `forms`) shown above the actions. */
  form?: string;
  actions: MessageAction[];
}

/** A page that is one stand-alone form step and the call its answers make. */
export interface FormPage extends PageBase {
  kind: 'form';
  /** The step id (flows/application/steps/<id>.step.json). */
  step: string;
  call: PageCall;
  initialAnswers?: PageInitialAnswers;
  /** Answer fields never written to the browser's storage (an SSN). */
  secretFields?: string[];
}

/** A line a page shows above its content while `when` (json-logic over the page context and `values`) holds. */
export interface PageNotice {
  when: Rule;
  textKey: string;
  severity: 'info' | 'warning' | 'error';
}

/** A page that needs code: a component registered by name in the app's page registry. */
export interface ComponentPage extends PageBase {
  kind: 'component';
  component: string;
  /** The name of the form (in pages.json `forms`) the component shows, when it shows one. */
  form?: string;
}

/** One page of the application, as declared in flows/application/pages.json. */
export type PageDeclaration = MessagePage | FormPage | ComponentPage;

/**
 * flows/application/pages.json: the forms message pages show, by name, and page path → declaration (a key ending in
 * '/*' covers every page under it).
 */
export interface PagesFile {
  forms?: Record<string, MessageForm>;
  pages: Record<string, PageDeclaration>;
}
