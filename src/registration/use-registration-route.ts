import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { findStep, type FlowStepRef } from '../../engine/core';
import { registrationFlow } from './registration-flow';

/** Where the borrower is in the registration flow, read from the URL. */
export interface RegistrationRoute {
  legacy: boolean;
  step: FlowStepRef | null;
  stepIndex: number;
  query: Record<string, string>;
  /** In the v2 flow, a `?step=<alias>` asking for another step (the other entry's addressing). */
  aliasRequest: FlowStepRef | null;
}

/** Reads the step from `/register-v2/<step-id>` or, on the legacy route, from `?step=<alias>`. */
export function useRegistrationRoute(legacy: boolean): RegistrationRoute {
  const { stepId } = useParams();
  const { search } = useLocation();
  // The same object while the query is (moving between steps keeps it).
  const query = useMemo(() => Object.fromEntries(new URLSearchParams(search).entries()), [search]);
  return useMemo(() => {
    const params = new URLSearchParams(search);
    const requested = legacy ? params.get('step') : stepId;
    const step = requested ? findStep(registrationFlow, requested) : registrationFlow.steps[0];
    const aliasRequest = !legacy && params.get('step') ? findStep(registrationFlow, params.get('step')) : null;
    const stepIndex = step ? registrationFlow.steps.findIndex((s) => s.id === step.id) : -1;
    return { legacy, step, stepIndex, query, aliasRequest };
  }, [legacy, stepId, search, query]);
}
