import type { DecisionFacts } from '../../engine/core';
import type { DecisionsFixture, Persona } from '../data/fixture-types';

/**
 * The sandbox's decision for a persona (its key, the lower-cased last name) at registration or at a persona stage
 * (`afterHardPull`), with its bureau resolved; null when that persona is not declined there. Pure; throws
 * E_UNKNOWN_BUREAU when the row names a bureau the fixture does not list.
 */
export function sandboxDecision(fixture: DecisionsFixture, personaKey: string | null, stage: string): DecisionFacts | null {
  const row = fixture.decisions.find((d) => d.lastName.toLowerCase() === personaKey && d.stage === stage);
  if (!row) return null;
  const bureau = fixture.bureaus[row.bureau];
  if (!bureau) throw new Error(`E_UNKNOWN_BUREAU: server/fixtures/decisions.json names bureau '${row.bureau}', which 'bureaus' does not list`);
  return { reasons: [...row.reasons], bureau: { ...bureau }, creditScore: row.creditScore ? { ...row.creditScore } : null, keyFactors: [...row.keyFactors] };
}

/** The persona with each stage that declines carrying its decision (`stage.decision`), so the job that applies it records it. Pure. */
export function withDecisions(persona: Persona, fixture: DecisionsFixture): Persona {
  const stages = Object.fromEntries(Object.entries(persona.stages).map(([name, stage]) => {
    const decision = sandboxDecision(fixture, persona.key, name);
    return [name, decision ? { ...stage, decision } : stage];
  }));
  const named = Object.fromEntries(Object.keys(persona).filter((k) => /^after[A-Z]/.test(k) && stages[k]).map((k) => [k, stages[k]]));
  return { ...persona, ...named, stages };
}
