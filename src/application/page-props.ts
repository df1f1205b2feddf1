import type { Application } from '../api/registration-api';
import type { ProfileField, SameNames } from '../../engine/core/api/contract-fields';

/** The signed-in borrower's profile as the application pages read it (spec §3 "Profile"). */
export interface BorrowerProfile {
  uuid: string;
  name: { firstName: string; middleName?: string | null; lastName: string; suffix?: string | null };
  email: string;
  phoneNumbers: { type: string; number: string }[];
  addresses: { type: string; uuid: string; street1: string; street2?: string; city: string; state: string; zip: string; ownership: string | null }[];
  dob: { day: number; month: number; year: number } | null;
  hasSsn: boolean;
  type?: string;
}

/** What the page host gives every application page. */
export interface ApplicationPageProps {
  /** The page path under /{uuid}/, e.g. `product/select`. */
  page: string;
  application: Application;
  profile: BorrowerProfile;
  /** Call after a borrower action succeeded: the host re-reads the application, polls while in progress and moves on. */
  onSubmitted: () => Promise<void>;
}

/** Compile-time proof that engine/core's PROFILE_FIELDS (what `flows check` resolves `profile.*` against) lists exactly the profile's fields. */
export const PROFILE_FIELDS_MATCH: SameNames<keyof BorrowerProfile, ProfileField> = true;
