import type { IdentityRow } from '../repositories/identities';
import type { ProfileRow } from '../repositories/profiles';

/** A profile address as stored and answered. */
export interface ProfileAddress {
  type: 'HOME';
  uuid: string;
  street1: string;
  street2: string;
  city: string;
  state: string;
  zip: string;
  ownership: string | null;
}

/** The profile answer (registration spec §3 Profile; platform spec §3). Missing names are empty strings; `hasSsn` only, never the number. Pure. */
export function profileView(identity: IdentityRow, profile: ProfileRow) {
  const hasDob = profile.dob_day !== null && profile.dob_month !== null && profile.dob_year !== null;
  return {
    uuid: profile.uuid,
    name: {
      firstName: profile.first_name ?? '',
      middleName: profile.middle_name ?? '',
      lastName: profile.last_name ?? '',
      suffix: profile.suffix ?? '',
    },
    email: identity.email,
    phoneNumbers: JSON.parse(profile.phone_numbers) as { type: string; number: string }[],
    addresses: JSON.parse(profile.addresses) as ProfileAddress[],
    dob: hasDob ? { day: profile.dob_day, month: profile.dob_month, year: profile.dob_year } : null,
    hasSsn: profile.ssn_encrypted !== null,
    type: identity.profile_type,
    trackerUuid: profile.tracker_uuid,
  };
}
