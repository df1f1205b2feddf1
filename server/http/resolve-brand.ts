import type { FastifyRequest } from 'fastify';
import { resolveBrandId, type Brand } from '../../engine/core';
import type { ProjectData } from '../data/project-data';

/** Brand id → organisation code, the look-up resolveBrandId needs. Pure. */
export function knownBrands(data: Pick<ProjectData, 'brands'>): Record<string, string> {
  return Object.fromEntries(Object.entries(data.brands).map(([id, b]) => [id, b.orgCode]));
}

function firstString(value: unknown): string | undefined {
  const v = Array.isArray(value) ? value[0] : value;
  return typeof v === 'string' && v.trim() ? v : undefined;
}

/** The first of a header's comma-joined values ("HOMEPOINT, HOMEPOINT" → "HOMEPOINT"), trimmed. Pure. */
function firstHeaderValue(value: unknown): string | undefined {
  return firstString(value)?.split(',')[0]?.trim() || undefined;
}

/**
 * The brand a request is for: `explicit` (e.g. an `orgCode` query) first, then `?org=`, then the `x-org` header,
 * then the host name through brands/hosts.json, then the table's default.
 */
export function brandForRequest(data: ProjectData, request: FastifyRequest, explicit?: unknown): Brand {
  const query = (request.query ?? {}) as Record<string, unknown>;
  const org = firstString(explicit) ?? firstString(query.org) ?? firstHeaderValue(request.headers['x-org']);
  const host = firstString(request.headers.host) ?? '';
  return data.brands[resolveBrandId(data.hosts, host, org, knownBrands(data))] ?? data.brands[data.hosts.default];
}

/** The brand of an organisation code (the first brand with that code); the default brand when none has it. Pure. */
export function brandForOrgCode(data: ProjectData, orgCode: string, preferred?: Brand): Brand {
  if (preferred && preferred.orgCode === orgCode) return preferred;
  return Object.values(data.brands).find((b) => b.orgCode === orgCode) ?? data.brands[data.hosts.default];
}

/** Every organisation code that has a brand, once each. Pure. */
export function organisationCodes(data: ProjectData): string[] {
  return [...new Set(Object.values(data.brands).map((b) => b.orgCode))];
}
