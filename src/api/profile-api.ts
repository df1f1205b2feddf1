import type { BorrowerProfile } from '../application/page-props';
import { apiFetch } from './client';

/** The path fetchProfile reads. */
export const PROFILE_PATH = '/service-profile/api/v1/profile';

/** The signed-in borrower's profile (registration §7): name, e-mail, phones, addresses with ownership, dob, hasSsn. */
export const fetchProfile = () => apiFetch<BorrowerProfile>(PROFILE_PATH);
