/** What flows/constants.json `usStateFacts` says of a state: its name and the first three digits of its ZIP codes. */
export interface UsStateFact {
  name: string;
  /** `"850-865"` (a range, both ends included) or `"005"` (one prefix). */
  zipPrefixes: string[];
}

const facts = (value: unknown): Record<string, UsStateFact> => (value && typeof value === 'object' ? (value as Record<string, UsStateFact>) : {});

/**
 * The two-letter code of a typed state: its code ("az", " AZ ") or its name in any case ("arizona", "New  York");
 * null when it is neither. Pure.
 */
export function stateCodeOf(text: unknown, stateFacts: unknown): string | null {
  if (typeof text !== 'string') return null;
  const typed = text.trim().replace(/\s+/g, ' ').toUpperCase();
  if (!typed) return null;
  const all = facts(stateFacts);
  if (typed.length === 2 && all[typed]) return typed;
  return Object.entries(all).find(([, f]) => f.name.toUpperCase() === typed)?.[0] ?? null;
}

/**
 * `heloc_zip_in_state(zip, state, facts)`: whether a five-digit ZIP code lies in the state (its first three digits
 * within one of the state's `zipPrefixes`). True when the ZIP is not five digits or the state is unknown: those have
 * rules of their own. Pure.
 */
export function zipInState(zip: unknown, state: unknown, stateFacts: unknown): boolean {
  const fact = typeof state === 'string' ? facts(stateFacts)[state] : undefined;
  if (typeof zip !== 'string' || !/^[0-9]{5}$/.test(zip) || !fact) return true;
  const prefix = Number(zip.slice(0, 3));
  return fact.zipPrefixes.some((range) => {
    const [from, to = from] = range.split('-').map(Number);
    return prefix >= from && prefix <= to;
  });
}

/** A state's name from its code, or the code itself when unknown. Pure. */
export function stateNameOf(code: string, stateFacts: unknown): string {
  return facts(stateFacts)[code]?.name ?? code;
}
