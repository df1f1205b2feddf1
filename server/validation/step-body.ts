import { createRuleContext, hiddenFields, withoutFields, type Brand, type Switches } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { ApiErrorEntry } from '../http/api-error';
import { validateSteps } from './validate-steps';

/** How a borrower call's body is checked: with the form step's validator, or (no such step yet) a route schema alone. */
export interface StepBodyCheck {
  stepId: string;
  /** 'step': the step file and its precompiled validator, as in registration; 'fallback': the minimal route schema. */
  source: 'step' | 'fallback';
  /** The Fastify route schema of the body: only "an object" when the step validates, else the fallback schema. */
  bodySchema: Record<string, unknown>;
  /**
   * The step's errors in the brand's words (none on the fallback path: Fastify has checked the body already); the
   * rules read `application` (the answer of the application the call is about) as the page's do.
   */
  errors(body: Record<string, unknown>, brand: Brand, onlyFields?: string[], flags?: Switches, application?: unknown): ApiErrorEntry[];
  /** The fields the step's `showWhen` rules hide for this body: not validated, and dropped (as the browser drops them). */
  hidden(body: Record<string, unknown>, brand: Brand, flags?: Switches, application?: unknown): string[];
}

/**
 * The check of a body that holds the answers of the form step `stepId` (flows/application/steps/<id>.step.json):
 * the same step definition and precompiled validator the browser uses, looked up by id, with the step's json-logic
 * checks and copy messages. While the step or its validator does not exist, `fallbackSchema` (a minimal JSON schema)
 * is the route's body schema instead. Decided once, when the routes are built.
 */
export function stepBodyCheck(ctx: Pick<AppContext, 'data' | 'validators' | 'today'>, stepId: string, fallbackSchema: Record<string, unknown>): StepBodyCheck {
  if (!ctx.data.steps[stepId] || !ctx.validators[stepId]) {
    return { stepId, source: 'fallback', bodySchema: fallbackSchema, errors: () => [], hidden: () => [] };
  }
  return {
    stepId,
    source: 'step',
    bodySchema: { type: 'object' },
    errors(body, brand, onlyFields, flags, application) {
      const visible = withoutFields(body, this.hidden(body, brand, flags, application));
      const context = createRuleContext({ answers: visible, brand, constants: ctx.data.constants, today: ctx.today(), flags, application });
      return validateSteps(ctx, [stepId], context, brand, onlyFields);
    },
    hidden(body, brand, flags, application) {
      const context = createRuleContext({ answers: body, brand, constants: ctx.data.constants, today: ctx.today(), flags, application });
      return hiddenFields(ctx.data.steps[stepId].uiSchema, context);
    },
  };
}
