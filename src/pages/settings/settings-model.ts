import { formatPhoneDisplay, maskedAccount, shortenWalletAddress } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import type { BorrowerProfile } from '../../application/page-props';

/** What the settings page shows: name, e-mail, phone, wallet and each application's disbursement account. */
export interface SettingsModel {
  name: string;
  email: string;
  phone: string;
  /** Shortened wallet address (platform §9), '' without a wallet. */
  wallet: string;
  /** Applications with a disbursement account, its last 4 digits shown. */
  accounts: { uuid: string; loanNumber: string; mask: string }[];
}

/** The profile's mobile number, else its first number. */
const phoneOf = (profile: BorrowerProfile | null) =>
  (profile?.phoneNumbers.find((p) => p.type?.toUpperCase() === 'MOBILE') ?? profile?.phoneNumbers[0])?.number ?? '';

/**
 * The settings page's values: the full name (first, middle, last, suffix), e-mail (profile, else the identity's), the
 * phone as (XXX) XXX-XXXX, the wallet address shortened and each application's disbursement account mask. Pure.
 */
export function settingsModel(profile: BorrowerProfile | null, identityEmail: string, walletAddress: string | undefined, apps: Application[]): SettingsModel {
  const n = profile?.name;
  return {
    name: n ? [n.firstName, n.middleName, n.lastName, n.suffix].filter((p) => p && p.trim()).join(' ') : '',
    email: profile?.email ?? identityEmail,
    phone: formatPhoneDisplay(phoneOf(profile)),
    wallet: walletAddress ? shortenWalletAddress(walletAddress) : '',
    accounts: apps.flatMap((app) => {
      const mask = maskedAccount((app.disburseAccount as { mask?: string } | null | undefined)?.mask);
      return mask ? [{ uuid: app.uuid, loanNumber: app.loanNumber, mask }] : [];
    }),
  };
}
