/** Shared types of the engine: the shapes of the data files in flows/ and brands/. */

/** A json-logic expression. */
export type Rule = unknown;

/** Answers collected by a flow, keyed by the spec's Register-data names. */
export type Answers = Record<string, unknown>;

/**
 * What a guard does when its rule holds. `refusalMessage` is the copy key the server answers with when it refuses a
 * call on this guard (a block's `message` otherwise; a modal's body; `{state}` is the property state's name).
 */
export type GuardAction =
  | { type: 'modal'; modal: string; confirmKey?: string; refusalMessage?: string }
  | { type: 'block'; field: string; message: string; refusalMessage?: string }
  | { type: 'redirect'; to: string; keepQuery?: boolean; refusalMessage?: string };

export interface Guard {
  id: string;
  when: Rule;
  action: GuardAction;
}

export interface Check {
  id: string;
  field: string;
  failWhen: Rule;
  message: string;
  params?: Record<string, Rule>;
}

/** One step file (`*.step.json`). */
export interface StepDefinition {
  $schema: string;
  id: string;
  titleKey: string;
  subtitleKey?: string;
  schema: { $id: string; type: 'object'; properties: Record<string, unknown>; required?: string[] } & Record<string, unknown>;
  uiSchema: Record<string, unknown>;
  messages?: Record<string, Record<string, string>>;
  checks?: Check[];
  guards?: Guard[];
}

export interface FlowStepRef {
  id: string;
  file: string;
  alias?: string;
  skipWhen?: Rule;
}

/**
 * A button of a modal: close it (`dismiss`), confirm and go on (`confirm`), follow a link (`link`, `hrefKey`), sign in
 * (`login`) or leave the flow for a page of the app (`navigate`, `to`).
 */
export interface ModalAction {
  labelKey: string;
  kind: 'dismiss' | 'confirm' | 'link' | 'login' | 'navigate';
  hrefKey?: string;
  /** The app path a `navigate` action goes to. */
  to?: string;
}

export interface ModalDefinition {
  titleKey: string;
  bodyKey: string;
  /** The values the app puts in its words beside the brand's (flow.schema.json lists the names it can fill). */
  placeholders?: ModalPlaceholder[];
  tone?: 'info' | 'warning' | 'error';
  actions: ModalAction[];
}

/** A value the app can put in a modal's words: the income typed (a guard's modal), the loan officer's phone and e-mail (an ability modal). */
export type ModalPlaceholder = 'income' | 'loPhone' | 'loEmail';
/** The values a modal is opened with (only those its declaration names reach its words). */
export type ModalValues = Partial<Record<ModalPlaceholder, unknown>>;

/** A flow file (`*.flow.json`). */
export interface FlowDefinition {
  $schema: string;
  id: string;
  path: string;
  legacyPath?: string;
  steps: FlowStepRef[];
  entryGuards?: Guard[];
  modals?: Record<string, ModalDefinition>;
  /** verify-ability reason → modal id ('*' for any other reason). */
  abilityModals?: Record<string, string>;
  processingMessages?: string[];
}

/** A brand after the default brand has been merged in. */
export interface Brand {
  id: string;
  orgCode: string;
  canonicalOrgCode: string;
  orgBrand: string;
  companyName: string;
  logo: string;
  theme: Record<string, string | number>;
  support: { phone: string; email: string; hours: string };
  features: Record<string, boolean>;
  rules: Record<string, unknown> & { minAge: number };
  copy: Record<string, string>;
  orgMetaData: Record<string, unknown>;
  orgPricingData: Record<string, unknown>[];
}

/** A brand file as written: everything but the id is optional. */
export type BrandFile = Partial<Omit<Brand, 'id'>> & { id: string; $schema?: string };

export interface HostTable {
  default: string;
  hosts: { match: string; brand: string }[];
}

/** Flags and experiments as seen by rules: name → enabled. */
export type Switches = Record<string, boolean>;

/** Everything a rule may read. Built by `createRuleContext`. */
export interface RuleContext {
  answers: Answers;
  brand: Pick<Brand, 'id' | 'orgCode' | 'features' | 'rules'>;
  flags: Switches;
  experiments: Switches;
  constants: Record<string, unknown>;
  lists: { waitlistStates?: string[]; waitlistZips?: string[] };
  referrer: { licensedStates?: string[]; enforceLicensedStatesForReferral?: boolean } | null;
  confirmations: Record<string, boolean>;
  query: Record<string, string>;
  route: { legacy: boolean; stepIndex: number };
  /** ISO date, YYYY-MM-DD: injected, never read from a clock here. */
  today: string;
  /** The application answer an application page's form runs with (e.g. its income sources); null elsewhere. */
  application: unknown;
}

/** A field error, resolved to the brand's words. */
export interface FieldError {
  field: string;
  message: string;
}
