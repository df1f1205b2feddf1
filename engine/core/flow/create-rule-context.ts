import type { Brand, RuleContext } from '../types';

/** What callers know when they build a rule context; everything but brand and today has a neutral default. */
export interface RuleContextInput extends Partial<Omit<RuleContext, 'brand'>> {
  brand: Pick<Brand, 'id' | 'orgCode' | 'features' | 'rules'>;
  today: string;
}

/** Builds the object every json-logic rule of a flow reads. Pure; `today` is injected, never read from a clock. */
export function createRuleContext(input: RuleContextInput): RuleContext {
  return {
    answers: input.answers ?? {},
    brand: { id: input.brand.id, orgCode: input.brand.orgCode, features: input.brand.features ?? {}, rules: input.brand.rules },
    flags: input.flags ?? {},
    experiments: input.experiments ?? {},
    constants: input.constants ?? {},
    lists: input.lists ?? {},
    referrer: input.referrer ?? null,
    confirmations: input.confirmations ?? {},
    query: input.query ?? {},
    route: input.route ?? { legacy: false, stepIndex: 0 },
    today: input.today,
    application: input.application ?? null,
  };
}
