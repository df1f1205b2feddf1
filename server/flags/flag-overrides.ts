import type { FastifyRequest } from 'fastify';
import type { FlagPayload } from './flags-for-brand';

const COOKIE = 'heloc_flags';

/** A cookie value %-decoded, or null when its escapes are malformed. Pure. */
function decoded(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/** Reads the `heloc_flags` cookie (`name=1,other=0`): QA's per-browser switch overrides. A malformed cookie overrides nothing. Pure. */
export function parseFlagOverrides(cookieHeader: string | undefined): Record<string, boolean> {
  const raw = (cookieHeader ?? '').split(';').map((c) => c.trim()).find((c) => c.startsWith(`${COOKIE}=`));
  const value = raw ? decoded(raw.slice(COOKIE.length + 1)) : null;
  if (!value) return {};
  return Object.fromEntries(
    value.split(',').map((pair) => pair.split('='))
      .filter(([name, value]) => /^[a-z0-9-]+$/.test(name ?? '') && (value === '1' || value === '0'))
      .map(([name, value]) => [name, value === '1']),
  );
}

/**
 * Applies QA overrides to a brand's flags: each named flag or experiment is switched on or off. Only used when the
 * server runs with ALLOW_FLAG_OVERRIDES=1 (test and QA servers), never in production. Pure.
 */
export function applyFlagOverrides(payload: FlagPayload, request: FastifyRequest, allowed: boolean): FlagPayload {
  if (!allowed) return payload;
  const overrides = parseFlagOverrides(request.headers.cookie);
  const flags = { ...payload.flags };
  const experiments = { ...payload.experiments };
  for (const [name, enabled] of Object.entries(overrides)) {
    if (name in experiments) experiments[name] = { ...experiments[name], enabled };
    else flags[name] = { ...flags[name], variables: flags[name]?.variables ?? {}, enabled };
  }
  return { flags, experiments };
}
