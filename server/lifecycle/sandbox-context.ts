import type { AppContext } from '../app-context';
import type { Persona } from '../data/fixture-types';
import { brandForOrgCode } from '../http/resolve-brand';
import type { ApplicationRow } from '../repositories/applications';
import { personaFor } from '../sandbox/run-sandbox';
import { withDecisions } from '../sandbox/sandbox-decision';
import { calcConstantsOf, type PricingInput } from '../sandbox/sandbox-pricing';
import type { StoredProperty } from '../views/application-view';

/** What the sandbox underwriter knows about an application: its persona, how it is priced, its property. */
export interface ApplicationSandbox {
  persona: Persona;
  pricing: PricingInput;
  property: StoredProperty;
}

/** The sandbox view of a stored application (persona kept at registration; brand from its organisation). Pure. */
export function sandboxOf(ctx: Pick<AppContext, 'data' | 'fixtures'>, row: ApplicationRow): ApplicationSandbox {
  const property = JSON.parse(row.property) as StoredProperty;
  return {
    persona: withDecisions(personaFor(ctx.fixtures.personas, row.persona), ctx.fixtures.decisions),
    pricing: {
      brand: brandForOrgCode(ctx.data, row.org_code), state: property.state,
      serverRules: ctx.fixtures.serverRules, constants: calcConstantsOf(ctx.data.constants),
    },
    property,
  };
}
