import type { BorrowerProfile } from '../application/page-props';
import { apiFetch } from './client';

/** The signed-in borrower's profile (registration §7): name, e-mail, phones, addresses with ownership, dob, hasSsn. */
export const fetchProfile = () => apiFetch<BorrowerProfile>('/service-profile/api/v1/profile');
