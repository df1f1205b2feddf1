import { atomWithStorage, RESET } from 'jotai/utils';
import type { Answers } from '../../../engine/core';
import { sessionJsonStorage } from '../../state/session-json-storage';

type AnswersAtom = ReturnType<typeof atomWithStorage<Answers>>;

const atoms = new Map<string, AnswersAtom>();

/** The session-storage key of a form's answers in progress, per application and step. Pure. */
export const answersStorageKey = (uuid: string, stepId: string) => `heloc.application.${uuid}.${stepId}`;

/** The answers without the secret fields (an SSN is never written to storage). Pure. */
export function withoutSecrets(answers: Answers, secretFields: readonly string[]): Answers {
  return Object.fromEntries(Object.entries(answers).filter(([k]) => !secretFields.includes(k)));
}

/**
 * The jotai atom of one application form's answers in progress, kept in session storage (secret fields excepted) so
 * a reload loses nothing. One atom per key; set it to RESET after a successful call to forget the answers.
 */
export function formAnswersAtom(key: string, secretFields: readonly string[] = []): AnswersAtom {
  const hit = atoms.get(key);
  if (hit) return hit;
  const json = sessionJsonStorage<Answers>();
  const storage = { ...json, setItem: (k: string, value: Answers) => json.setItem(k, withoutSecrets(value, secretFields)) };
  const created = atomWithStorage<Answers>(key, {}, storage, { getOnInit: true });
  atoms.set(key, created);
  return created;
}

export { RESET };
