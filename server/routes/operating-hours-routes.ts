import type { FastifyInstance } from 'fastify';
import { formatBusinessHours, type BusinessHoursEntry } from '../../engine/core';
import type { AppContext } from '../app-context';
import { FIXTURES_DIR } from '../data/load-fixtures';
import { readFixture } from '../data/read-fixture';
import { apiError } from '../http/api-error';
import { brandForRequest } from '../http/resolve-brand';

/** One organisation's operating hours: the zone its times are in and a week per department. */
export interface OrgOperatingHours {
  timeZone: string;
  departments: Record<string, BusinessHoursEntry[]>;
}

/** server/fixtures/operating-hours.json: a default and per-organisation entries. */
export interface OperatingHoursFile {
  default: OrgOperatingHours;
  byOrg: Record<string, OrgOperatingHours>;
}

/** Reads the operating-hours fixture; a broken file throws a DataFileError naming it. */
export function loadOperatingHours(dir = FIXTURES_DIR): OperatingHoursFile {
  const file = readFixture<OperatingHoursFile>(dir, 'operating-hours.json');
  return { default: file.default, byOrg: file.byOrg ?? {} };
}

/** The hours of an organisation (its own entry, else the default). Pure. */
export function operatingHoursFor(file: OperatingHoursFile, orgCode: string): OrgOperatingHours {
  return file.byOrg[orgCode] ?? file.default;
}

type HoursRequest = { Params: { department: string }; Querystring: { display?: boolean; orgCode?: string } };

const querystring = {
  type: 'object',
  properties: { display: { type: 'boolean' }, orgCode: { type: 'string' }, org: { type: 'string' } },
} as const;

/**
 * Operating hours (platform spec §7): GET …/hours/:department answers the department's week with its time zone (and,
 * with `display=true`, the week as Pacific-time ranges); GET …/hours/:department/week answers the week's entries.
 * The organisation comes from `orgCode`, `org`, the `x-org` header or the host. An unknown department is a 404.
 */
export function operatingHoursRoutes(ctx: AppContext, file: OperatingHoursFile = loadOperatingHours()) {
  const base = '/service-operating-hours/external/api/v1/hours';
  const lookup = (request: Parameters<typeof brandForRequest>[1], department: string) => {
    const orgCode = brandForRequest(ctx.data, request, (request.query as { orgCode?: string }).orgCode).orgCode;
    const hours = operatingHoursFor(file, orgCode);
    const week = hours.departments[department.toUpperCase()];
    if (!week) throw apiError(404, ctx.fixtures.messages.notFound);
    return { orgCode, timeZone: hours.timeZone, week };
  };

  return async (app: FastifyInstance) => {
    app.get<HoursRequest>(`${base}/:department`, { schema: { querystring } }, async (request) => {
      const { orgCode, timeZone, week } = lookup(request, request.params.department);
      const answer = { department: request.params.department.toUpperCase(), orgCode, timeZone, weekdays: week };
      if (!request.query.display) return answer;
      const rows = formatBusinessHours(week, { sourceZone: timeZone, on: ctx.today() });
      return { ...answer, display: rows.map((r) => (r.open ? `${r.days} ${r.start} - ${r.end} PT` : `${r.days} Closed`)) };
    });

    app.get<HoursRequest>(`${base}/:department/week`, { schema: { querystring } }, async (request) =>
      lookup(request, request.params.department).week);
  };
}
