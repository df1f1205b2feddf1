import type { FastifyRequest } from 'fastify';
import type { Switches } from '../../engine/core';
import type { AppContext } from '../app-context';
import { applyFlagOverrides } from './flag-overrides';
import { flagsForBrand, toSwitches } from './flags-for-brand';

/**
 * The flags a request runs with for a brand, name → on: the brand's flags (flagsForBrand) with the request's QA
 * overrides (applyFlagOverrides, only where the server allows them), as the browser's page saw them.
 */
export function requestSwitches(ctx: Pick<AppContext, 'data' | 'allowFlagOverrides'>, request: FastifyRequest, brandId: string): Switches {
  return toSwitches(applyFlagOverrides(flagsForBrand(ctx.data.flags, brandId), request, ctx.allowFlagOverrides).flags);
}
