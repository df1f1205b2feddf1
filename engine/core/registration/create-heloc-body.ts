import { answersFromBody, buildBody, type BodyMapping, type StepAnswerKeys } from '../mapping/body-mapping';
import type { Answers } from '../types';

type Address = { street1?: string; street2?: string; city?: string; state?: string; zip?: string };

/** A consent the borrower gave or refused at registration. */
export interface ConsentRequest {
  consentType: string;
  version: string;
  optIn: boolean;
}

/** The create-HELOC request body, with the spec's field names (registration §7). */
export interface CreateHelocBody {
  abVersionsRequest: { name: string; variation: 'variation' | 'control' }[];
  affiliateAbVersion: string | null;
  affiliateAppIndicator: boolean;
  affiliateLiveOffers: boolean;
  consentListRequest: { consentType: string; version: string }[];
  consentRequests: ConsentRequest[];
  income: { incomePrimary: number; incomeOther: number; incomeCoDeeders: number[] };
  marketingTools: { totalExpertOwnerId: string | null; totalExpertContactId: string | null };
  profileRequest: {
    firstName: string; middleName?: string; lastName: string; suffix?: string;
    dob: { day: number; month: number; year: number };
    email?: string; phoneNumber?: string; homeAddress: Address;
  };
  propertyListedForSale: boolean;
  propertyRequest: Address & { occupancyType: string };
  publish: boolean;
  utmParameters: Record<string, string>;
  employmentType: string;
  offerCode: string | null;
  optimizelyProfileRequest: { trackerId: string } | null;
  referrerId: string | null;
  referralId: string | null;
  /** Answers of the flow's steps that no part of the mapping names (absent when there are none). */
  additionalAnswers?: Answers;
}

/** What the browser knows besides the answers when it submits. */
export interface CreateHelocExtras {
  consentVersions: Record<string, string>;
  experiments: Record<string, boolean>;
  query: Record<string, string>;
  trackerId?: string;
}

/**
 * Builds the create-HELOC body from registration answers with the declared mapping
 * (flows/registration/create-heloc-body.json): the soft-credit consent for every state except New York, the property
 * address as the home address when the borrower lives there, consents, utm parameters and codes from the extras; with
 * the flow's step answer keys, the answers no part names under `additionalAnswers` (never identity-only ones). Pure.
 */
export function buildCreateHelocBody(answers: Answers, extras: CreateHelocExtras, mapping: BodyMapping, steps?: StepAnswerKeys): CreateHelocBody {
  return buildBody(mapping, answers, extras, steps) as unknown as CreateHelocBody;
}

/**
 * Reads a create-HELOC body back into registration answers with the declared mapping, so the server validates it with
 * the same step files; with the flow's step answer keys, also the steps' answers carried by `additionalAnswers`. Pure.
 */
export function answersFromCreateHelocBody(body: Partial<CreateHelocBody>, mapping: BodyMapping, steps?: StepAnswerKeys): Answers {
  return answersFromBody(mapping, body, steps);
}
