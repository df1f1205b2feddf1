import { atom } from 'jotai';

/** The leave survey waiting to be answered before signing out: the page logout was chosen on, or null. */
export const leaveSurveyRequestAtom = atom<{ pathname: string } | null>(null);
