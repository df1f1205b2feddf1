import { apiFetch } from './client';

/** The additional signer's calls (server/routes/signer-routes.ts). */
const INVITATION = '/identity/api/v1/heloc-signer/invitation';
const TASKS = '/service-application/api/v1/heloc-signer/tasks';

/** GET invitation: whom a working invitation is for (404 with the words to show when the link no longer works). */
export interface InvitationView {
  name: string;
  borrowerFirstName: string;
  hasPassword: boolean;
}

/** GET tasks: the signed-in signer's own task view. */
export interface SignerTaskView {
  state: 'ACTIVE' | 'CANCELLED';
  signer: { uuid: string; name: string; status: string; signed: boolean };
  borrower: { firstName: string };
  property: { city: string; state: string };
}

/** Looks an invitation up by the link's token. */
export const fetchInvitation = (invitation: string) =>
  apiFetch<InvitationView>(INVITATION, { query: { invitation }, onAuthFailure: 'throw' });

/** The first sign-in: sets the password; the answer's token is kept as the session's. */
export const acceptInvitation = (body: { invitation: string; password: string; confirmPassword: string }) =>
  apiFetch<{ jwt: string }>(INVITATION, { method: 'POST', body, onAuthFailure: 'throw' });

/** The signer's own task view (an expired session goes to the signer's login). */
export const fetchSignerTasks = () => apiFetch<SignerTaskView>(TASKS);
