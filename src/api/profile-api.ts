import type { BorrowerProfile } from '../application/page-props';
import { apiFetch, storedToken } from './client';
import { sharedRead } from './shared-read';

const PROFILE_PATH = '/service-profile/api/v1/profile';

/**
 * The signed-in borrower's profile (registration §7): name, e-mail, phones, addresses with ownership, dob, hasSsn,
 * type and tracker. Readers of one page load (the session's profile checks, the application host) share one read.
 */
export const fetchProfile = () => sharedRead(PROFILE_PATH, storedToken(), () => apiFetch<BorrowerProfile>(PROFILE_PATH));
