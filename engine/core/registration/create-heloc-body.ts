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
}

/** What the browser knows besides the answers when it submits. */
export interface CreateHelocExtras {
  consentVersions: Record<string, string>;
  experiments: Record<string, boolean>;
  query: Record<string, string>;
  trackerId?: string;
}

const CONSENT_ANSWERS: [string, string][] = [
  ['TERMS_PRIVACY', 'termPrivacyConsent'],
  ['COMMUNICATION', 'communicationConsent'],
  ['SMS_MARKETING', 'smsMarketingConsent'],
  ['SMS_TRANSACTIONAL', 'smsTransactionalConsent'],
];

/**
 * Builds the create-HELOC body from registration answers. The soft-credit consent is sent for every state
 * except New York, whose soft-credit disclosure is given later in the flow. The home address is the property
 * address when the borrower lives there. Pure.
 */
export function buildCreateHelocBody(answers: Answers, extras: CreateHelocExtras): CreateHelocBody {
  const property = (answers.propertyAddress ?? {}) as Address & { occupancyType: string };
  const name = (answers.name ?? {}) as Record<string, string>;
  const income = (answers.income ?? {}) as { income?: number; otherIncome?: number; employmentType?: string };
  const dob = (answers.dob ?? {}) as { day: number; month: number; year: number };
  const version = (type: string) => extras.consentVersions[type] ?? '1';
  const consents: ConsentRequest[] = CONSENT_ANSWERS.filter(([, key]) => answers[key] !== undefined).map(([type, key]) => ({
    consentType: type, version: version(type), optIn: answers[key] === true,
  }));
  if (property.state !== 'NY') consents.unshift({ consentType: 'SOFT_CREDIT', version: version('SOFT_CREDIT'), optIn: true });
  const { street1, street2, city, state, zip } = property;
  const homeAddress = property.occupancyType === 'HOME' ? { street1, street2, city, state, zip } : ((answers.homeAddress ?? {}) as Address);
  const utm = Object.fromEntries(Object.entries(extras.query).filter(([k]) => k.startsWith('utm_')));
  return {
    abVersionsRequest: Object.entries(extras.experiments).map(([n, on]) => ({ name: n, variation: on ? 'variation' : 'control' })),
    affiliateAbVersion: null,
    affiliateAppIndicator: false,
    affiliateLiveOffers: false,
    consentListRequest: consents.map(({ consentType, version: v }) => ({ consentType, version: v })),
    consentRequests: consents,
    income: { incomePrimary: Number(income.income ?? 0), incomeOther: Number(income.otherIncome ?? 0), incomeCoDeeders: [] },
    marketingTools: { totalExpertOwnerId: null, totalExpertContactId: null },
    profileRequest: {
      firstName: name.firstName, middleName: name.middleName || undefined, lastName: name.lastName, suffix: name.suffix || undefined,
      dob, email: answers.email as string | undefined, phoneNumber: answers.phoneNumber as string | undefined, homeAddress,
    },
    propertyListedForSale: answers.isListedForSale === true,
    propertyRequest: { street1, street2, city, state, zip, occupancyType: property.occupancyType },
    publish: true,
    utmParameters: utm,
    employmentType: income.employmentType ?? '',
    offerCode: extras.query.offerCode ?? extras.query.offercode ?? null,
    optimizelyProfileRequest: extras.trackerId ? { trackerId: extras.trackerId } : null,
    referrerId: extras.query.referrer ?? null,
    referralId: extras.query.rid ?? null,
  };
}

/** Reads a create-HELOC body back into registration answers, so the server validates it with the same step files. Pure. */
export function answersFromCreateHelocBody(body: Partial<CreateHelocBody>): Answers {
  const profile = (body.profileRequest ?? {}) as Partial<CreateHelocBody['profileRequest']>;
  const optIn = (type: string) => body.consentRequests?.find((c) => c.consentType === type)?.optIn;
  const answers: Answers = {
    propertyAddress: body.propertyRequest,
    homeAddress: profile.homeAddress,
    isListedForSale: body.propertyListedForSale,
    income: { employmentType: body.employmentType, income: body.income?.incomePrimary, otherIncome: body.income?.incomeOther ?? 0 },
    name: { firstName: profile.firstName, middleName: profile.middleName, lastName: profile.lastName, suffix: profile.suffix ?? '' },
    dob: profile.dob,
  };
  if (profile.email !== undefined) answers.email = profile.email;
  if (profile.phoneNumber !== undefined) answers.phoneNumber = profile.phoneNumber;
  for (const [type, key] of CONSENT_ANSWERS) if (optIn(type) !== undefined) answers[key] = optIn(type);
  return JSON.parse(JSON.stringify(answers)) as Answers;
}
