import { atomWithStorage } from 'jotai/utils';
import { REGISTRATION_STORAGE_KEYS, type Answers } from '../../engine/core';
import { sessionJsonStorage } from './session-json-storage';

/** Answers never written to storage: a password is only kept in memory. */
const SECRET_FIELDS = ['password', 'confirmPassword'];

const sessionJson = sessionJsonStorage<Answers>();
const withoutSecrets = {
  ...sessionJson,
  setItem: (key: string, value: Answers) =>
    sessionJson.setItem(key, Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELDS.includes(k)))),
};

/** The session storage keys of the registration's state (engine/core/registration/fresh-visit.ts). */
export { REGISTRATION_STORAGE_KEYS };

/** The registration answers; kept in session storage (passwords excepted) so a reload loses nothing. */
export const answersAtom = atomWithStorage<Answers>(REGISTRATION_STORAGE_KEYS[0], {}, withoutSecrets, { getOnInit: true });

/** Confirmations the borrower gave in guard modals (low income, disaster zip). */
export const confirmationsAtom = atomWithStorage<Record<string, boolean>>(
  REGISTRATION_STORAGE_KEYS[1], {}, sessionJsonStorage(), { getOnInit: true },
);

/** The application once it exists: its ID shows on every page. */
export const applicationAtom = atomWithStorage<{ uuid: string; loanNumber: string } | null>(
  REGISTRATION_STORAGE_KEYS[2], null, sessionJsonStorage(), { getOnInit: true },
);

/**
 * The application this tab's registration created: once set, the registration pages send the borrower on to it
 * (browser Back after the submit shows no emptied step). `entry` is the history index the application replaced the
 * last step on: Back from the application passes the earlier steps by (finishedRegistrationMove). Forgotten on sign-out
 * with every `heloc.*` entry.
 */
export const finishedRegistrationAtom = atomWithStorage<{ uuid: string; entry?: number } | null>(
  REGISTRATION_STORAGE_KEYS[3], null, sessionJsonStorage(), { getOnInit: true },
);

/**
 * The "Confirm your e-mail" screen of the registration is up: `submit` when the account was just registered (the
 * application is created once the code is entered), `arrival` when a signed-in unverified borrower came to the page;
 * `resume` once the code is accepted, until the registration's submit ends (a reload in between submits again).
 */
export const confirmEmailAtom = atomWithStorage<'submit' | 'arrival' | 'resume' | null>(
  REGISTRATION_STORAGE_KEYS[4], null, sessionJsonStorage(), { getOnInit: true },
);
