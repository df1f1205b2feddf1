import { atomWithStorage, createJSONStorage } from 'jotai/utils';
import type { Answers } from '../../engine/core';

/** Answers never written to storage: a password is only kept in memory. */
const SECRET_FIELDS = ['password', 'confirmPassword'];

const sessionJson = createJSONStorage<Answers>(() => sessionStorage);
const withoutSecrets = {
  ...sessionJson,
  setItem: (key: string, value: Answers) =>
    sessionJson.setItem(key, Object.fromEntries(Object.entries(value).filter(([k]) => !SECRET_FIELDS.includes(k)))),
};

/** The registration answers; kept in session storage (passwords excepted) so a reload loses nothing. */
export const answersAtom = atomWithStorage<Answers>('heloc.registration.answers', {}, withoutSecrets, { getOnInit: true });

/** Confirmations the borrower gave in guard modals (low income, disaster zip). */
export const confirmationsAtom = atomWithStorage<Record<string, boolean>>(
  'heloc.registration.confirmations', {}, createJSONStorage(() => sessionStorage), { getOnInit: true },
);

/** The application once it exists: its ID shows on every page. */
export const applicationAtom = atomWithStorage<{ uuid: string; loanNumber: string } | null>(
  'heloc.application', null, createJSONStorage(() => sessionStorage), { getOnInit: true },
);
