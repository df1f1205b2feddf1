import { createContext, useContext } from 'react';

/**
 * The step's rule context without the answers (brand, flags, the query, the lists, the application on its pages), for
 * the widgets whose choices a rule builds (`ui:options.optionsFrom`). Handed down through React context rather than
 * the RJSF Form's `formContext`: the rule context changes after the first page is hydrated (the router's real query,
 * the waiting lists arriving), and any change in the Form's props makes it derive its whole state again and render the
 * whole form a second time, synchronously. Through context, only the widgets that read it render again.
 */
export const StepRuleContext = createContext<Record<string, unknown> | undefined>(undefined);

/** The rule context of the step form around the caller, or an empty one outside a step form. */
export function useStepRuleContext(): Record<string, unknown> {
  return useContext(StepRuleContext) ?? EMPTY;
}

const EMPTY: Record<string, unknown> = {};
