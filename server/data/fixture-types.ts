/** Shapes of the JSON files under server/fixtures/. */

export interface WaitlistLists {
  waitlistStates: string[];
  waitlistZips: string[];
}

export interface AddressItem {
  fullAddress: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
}

export interface LoanOriginator {
  uuid: string;
  originatorName: string;
  brokerName: string | null;
  avatarUri: string | null;
  email: string;
  phoneNumber: string;
  nmls: string;
  licensedStates: string[];
  enforceLicensedStatesForReferral: boolean;
}

/** A sandbox outcome: the status an application gets, whether offers are priced, whether it counts as active. */
export interface PersonaOutcome {
  status: string;
  offers: boolean;
  active: boolean;
}

export interface SeedAccount {
  email: string;
  phone: string;
  name: { firstName: string; lastName: string };
  dob: { day: number; month: number; year: number };
  application: null | {
    status: string;
    active: boolean;
    isInquiry: boolean;
    fundedDaysAgo: number | null;
    loanOfficerUuid: string | null;
    property: Omit<AddressItem, 'fullAddress'> & { occupancyType: string };
  };
}

/** Every fixture file, loaded. */
export interface Fixtures {
  messages: Record<string, string>;
  serverRules: {
    recentHelocDays: number;
    addressSearch: { minLength: number; maxResults: number };
    rateLimit: { max: number; timeWindowMs: number };
  };
  consentTypes: { type: string; version: string }[];
  usStates: Record<string, string>;
  eligibility: { default: WaitlistLists; byOrg: Record<string, WaitlistLists> };
  stateLicenses: { default: Record<string, string>; byOrg: Record<string, Record<string, string>> };
  referrals: Record<string, { status: string; email: string }>;
  loanOriginators: { originators: LoanOriginator[]; defaultByState: Record<string, string> };
  addresses: AddressItem[];
  personas: { default: PersonaOutcome; byLastName: (PersonaOutcome & { lastName: string })[] };
  seedAccounts: { password: string; accounts: SeedAccount[] };
}
