import { useMemo } from 'react';
import { createRuleContext, type RuleContext } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { todayIso } from '../../registration/today';

/** The rule context of the application's forms, without the answers: brand, flags, experiments, constants, today. */
export function useApplicationContext(): Omit<RuleContext, 'answers'> {
  const env = useEnvironment();
  return useMemo(() => {
    const { answers: _none, ...rest } = createRuleContext({
      brand: { ...env.brand, orgCode: env.org.orgCode }, flags: env.flags, experiments: env.experiments,
      constants: env.constants, today: todayIso(),
    });
    return rest;
  }, [env]);
}
