/** The owner an SSN is bound to: its profile. */
export const ssnOwner = (profileUuid: string): string => profileUuid;
/** The owner a bank account number is bound to: its application and purpose (DISBURSE or AUTOPAY). */
export const bankAccountOwner = (applicationUuid: string, purpose: string): string => `bank-account:${applicationUuid}:${purpose}`;
/** The owner a linked account's number is bound to: its application. */
export const linkedAccountOwner = (applicationUuid: string): string => `linked-account:${applicationUuid}`;

/** A column that holds encrypted fields, and how to name the owner each value is bound to. */
export interface EncryptedColumn {
  table: 'profiles' | 'bank_accounts' | 'linked_accounts';
  column: 'ssn_encrypted' | 'account_number_encrypted';
  /** Other columns the owner is made from. */
  ownerColumns: string[];
  owner(row: Record<string, string>): string;
}

/** Every column of the database that keeps a value only encrypted (re-wrapped by `npm run keys -- rotate`). */
export const ENCRYPTED_COLUMNS: readonly EncryptedColumn[] = [
  { table: 'profiles', column: 'ssn_encrypted', ownerColumns: [], owner: (row) => ssnOwner(row.uuid) },
  { table: 'bank_accounts', column: 'account_number_encrypted', ownerColumns: ['application_uuid', 'purpose'], owner: (row) => bankAccountOwner(row.application_uuid, row.purpose) },
  { table: 'linked_accounts', column: 'account_number_encrypted', ownerColumns: ['application_uuid'], owner: (row) => linkedAccountOwner(row.application_uuid) },
];
