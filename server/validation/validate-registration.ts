import { createRuleContext, type Brand } from '../../engine/core';
import type { AppContext } from '../app-context';
import type { ApiErrorEntry } from '../http/api-error';
import { validateSteps } from './validate-steps';

/** The identity-registration request body. */
export interface RegisterBody {
  email: string;
  password: string;
  phoneNumber: string;
}

/**
 * Checks a registration with the browser's rules: e-mail and phone through the `phone-and-email` step (the consents
 * on that step belong to the application, so they are not asked for here) and the password through `set-password`
 * (strength from flows/constants.json; the confirmation is taken as equal). Returns the errors, empty when valid. Pure.
 */
export function validateRegistration(ctx: Pick<AppContext, 'data' | 'validators' | 'today'>, brand: Brand, body: RegisterBody): ApiErrorEntry[] {
  const answers = { email: body.email, phoneNumber: body.phoneNumber, password: body.password, confirmPassword: body.password };
  const context = createRuleContext({ answers, brand, constants: ctx.data.constants, today: ctx.today() });
  return [
    ...validateSteps(ctx, ['phone-and-email'], context, brand, ['email', 'phoneNumber']),
    ...validateSteps(ctx, ['set-password'], context, brand, ['password']),
  ];
}
