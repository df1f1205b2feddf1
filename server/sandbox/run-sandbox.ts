import type { Fixtures, Persona, PersonaOutcome, PersonaStage } from '../data/fixture-types';
import type { Offer } from './price-offers';
import { sandboxOffers, type PricingInput } from './sandbox-pricing';
import { valueProperty, type Valuation } from './value-property';

/** What the sandbox soft-credit and valuation providers decide for a registration. */
export interface SandboxResult {
  status: string;
  active: boolean;
  offers: Offer[];
  valuation: Valuation;
  /** The persona's key (lower-cased last name), null for the default borrower; kept on the application. */
  persona: string | null;
  /** Status sub-fields the registration sets. */
  statusFields: Record<string, unknown>;
  /** False when the valuation provider has no automated valuation (AVM) for the property (persona `hasAvm`). */
  hasAvm: boolean;
}

const STAGES = ['afterSsn', 'afterCreditRetry', 'afterWrongPin', 'afterLiens', 'afterRequalify', 'afterAssets', 'afterHardPull', 'afterIdUpload',
  'afterIdRetry'] as const;

/**
 * The persona for a last name or stored persona key (case-insensitive): its row of the persona table with every stage
 * it does not override taken from the default; the default borrower when no row matches. Pure.
 */
export function personaFor(personas: Fixtures['personas'], lastName: string | null | undefined): Persona {
  const name = (lastName ?? '').trim().toLowerCase();
  const row = personas.byLastName.find((p) => p.lastName.toLowerCase() === name);
  const base = personas.default;
  const stages = Object.fromEntries(STAGES.map((s) => [s, row?.[s] ?? base[s]])) as Pick<Persona, (typeof STAGES)[number]>;
  const stageOf = (from: object | undefined) => Object.entries(from ?? {}).filter(([k]) => /^after[A-Z]/.test(k)) as [string, PersonaStage][];
  const all = Object.fromEntries([...stageOf(base), ...stageOf(row)]);
  const own = row ?? base;
  return {
    key: row ? row.lastName.toLowerCase() : null, status: own.status, offers: own.offers, active: own.active,
    statusFields: own.statusFields ?? {}, creditPin: row?.creditPin ?? base.creditPin, ...stages, stages: all,
  };
}

/** The registration outcome for a last name: the persona table's row (case-insensitive), else its default. Pure. */
export function personaOutcome(personas: Fixtures['personas'], lastName: string | undefined): PersonaOutcome {
  const { status, offers, active, statusFields } = personaFor(personas, lastName);
  return { status, offers, active, statusFields };
}

/**
 * Runs the sandbox providers for a registration: the persona (by last name) decides the status and sub-fields, the
 * valuation comes from the address, and offers (with their costs in the property's state) are priced from the
 * brand's orgPricingData when the outcome has offers. Pure.
 */
export function runSandbox(input: {
  pricing: Omit<PricingInput, 'state'>;
  personas: Fixtures['personas'];
  lastName: string | undefined;
  property: { street1?: string; zip?: string; state: string };
}): SandboxResult {
  const persona = personaFor(input.personas, input.lastName);
  const valuation = valueProperty(input.property);
  const offers = persona.offers ? sandboxOffers({ ...input.pricing, state: input.property.state }, valuation) : [];
  const row = input.personas.byLastName.find((p) => p.lastName.toLowerCase() === persona.key);
  return {
    status: persona.status, active: persona.active, offers, valuation, persona: persona.key, statusFields: persona.statusFields ?? {},
    hasAvm: row?.hasAvm !== false,
  };
}
