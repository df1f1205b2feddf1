/** Row types of the server's tables, as Kysely sees them. Booleans are stored as 0/1 and JSON as text, so SQLite and Postgres agree. */

export interface SettingsTable {
  key: string;
  value: string;
}

export interface IdentitiesTable {
  uuid: string;
  org_code: string;
  email: string;
  /** Lower-cased e-mail: unique per organisation, so look-ups are case-insensitive. */
  email_key: string;
  password_hash: string;
  phone: string | null;
  profile_type: string;
  created_at: string;
  updated_at: string;
}

export interface ProfilesTable {
  uuid: string;
  identity_uuid: string;
  first_name: string | null;
  middle_name: string | null;
  last_name: string | null;
  suffix: string | null;
  dob_day: number | null;
  dob_month: number | null;
  dob_year: number | null;
  /** JSON: [{type, number}] */
  phone_numbers: string;
  /** JSON: [{type, uuid, street1, street2, city, state, zip, ownership}] */
  addresses: string;
  tracker_uuid: string;
  created_at: string;
  updated_at: string;
}

export interface ApplicationsTable {
  uuid: string;
  loan_number: string;
  identity_uuid: string;
  org_code: string;
  status: string;
  /** JSON: the create-HELOC request body. */
  body: string;
  /** JSON: the offers the sandbox priced. */
  offers: string;
  /** JSON: the property as the sandbox valued it (uuid, address, value, lien balance). */
  property: string;
  property_state: string;
  is_inquiry: number;
  active: number;
  loan_officer_uuid: string | null;
  funded_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConsentsTable {
  uuid: string;
  application_uuid: string | null;
  identity_uuid: string | null;
  consent_type: string;
  version: string;
  opt_in: number;
  created_at: string;
}

/** Every table of the server database. */
export interface DatabaseSchema {
  settings: SettingsTable;
  identities: IdentitiesTable;
  profiles: ProfilesTable;
  applications: ApplicationsTable;
  consents: ConsentsTable;
}
