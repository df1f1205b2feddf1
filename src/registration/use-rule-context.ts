import { useAtomValue } from 'jotai';
import { useEffect, useMemo, useState } from 'react';
import { createRuleContext, type RuleContext } from '../../engine/core';
import { fetchLicensedStates, fetchWaitlist, type LicensedStates } from '../api/registration-api';
import { useEnvironment } from '../org/environment';
import { confirmationsAtom } from '../state/registration-atoms';
import { todayIso } from './today';

type StepContext = Omit<RuleContext, 'answers'>;

/**
 * The rule contexts of the registration page without the answers (brand, flags, lists from the API, referrer), by
 * step index: the same object for a step while nothing else changes, so the step rendered ahead gets the context it
 * has once shown.
 */
export function useRuleContext(route: { legacy: boolean; query: Record<string, string> }): (stepIndex: number) => StepContext {
  const env = useEnvironment();
  const confirmations = useAtomValue(confirmationsAtom);
  const [lists, setLists] = useState<RuleContext['lists']>({});
  const [referrer, setReferrer] = useState<LicensedStates | null>(null);
  const referrerId = route.query.referrer;
  useEffect(() => {
    fetchWaitlist(env.org.orgCode).then(setLists).catch(() => setLists({}));
  }, [env.org.orgCode]);
  useEffect(() => {
    if (!referrerId) return setReferrer(null);
    fetchLicensedStates(referrerId, env.org.orgCode).then(setReferrer).catch(() => setReferrer(null));
  }, [referrerId, env.org.orgCode]);
  const { legacy, query } = route;
  return useMemo(() => {
    const byIndex = new Map<number, StepContext>();
    return (stepIndex: number) => {
      const known = byIndex.get(stepIndex);
      if (known) return known;
      const { answers: _none, ...rest } = createRuleContext({
        brand: { ...env.brand, orgCode: env.org.orgCode }, flags: env.flags, experiments: env.experiments,
        constants: env.constants, lists, referrer, confirmations, query, route: { legacy, stepIndex }, today: todayIso(),
      });
      byIndex.set(stepIndex, rest);
      return rest;
    };
  }, [env, lists, referrer, confirmations, query, legacy]);
}
