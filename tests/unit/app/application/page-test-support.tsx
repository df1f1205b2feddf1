import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { vi } from 'vitest';
import { mergeBrand, type BrandFile } from '../../../../engine/core';
import type { Application } from '../../../../src/api/registration-api';
import type { ApplicationPageProps, BorrowerProfile } from '../../../../src/application/page-props';
import { createBrandTheme } from '../../../../src/org/create-brand-theme';
import { createEnvironment, EnvironmentContext } from '../../../../src/org/environment';
import type { PageBrand } from '../../../../src/org/page-data';

const dir = join(process.cwd(), 'brands');
const read = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as BrandFile;
const defaults = read('default.brand.json');
const brandFiles = Object.fromEntries(readdirSync(dir).filter((f) => f.endsWith('.brand.json') && f !== 'default.brand.json').map((f) => [read(f).id, read(f)]));

/** A recorded call of the stubbed fetch. */
export interface Call {
  method: string;
  path: string;
  body: unknown;
}

/** Answers of the stubbed fetch: `METHOD /path-suffix` → status and body (a function for answers that change). */
export type Routes = Record<string, { status?: number; body?: unknown } | (() => { status?: number; body?: unknown })>;

/** Stubs fetch: each call is matched by method and the end of its path; unmatched calls answer 404. */
export function stubFetch(routes: Routes): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: URL, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const path = new URL(url).pathname;
    calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const hit = Object.entries(routes).find(([key]) => key.split(' ')[0] === method && path.endsWith(key.split(' ')[1]));
    const answer = hit ? (typeof hit[1] === 'function' ? hit[1]() : hit[1]) : { status: 404, body: { errors: [{ message: 'not found' }] } };
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  }));
  return calls;
}

/** An application answer with the given fields (contract §1). */
export function anApplication(over: Record<string, unknown> = {}): Application {
  return {
    uuid: 'app-1', loanNumber: '1234567890', status: { checklistStatus: 'OFFER_SELECTION' } as Application['status'],
    term: 0, amount: 0, rate: 0, rateType: 'FIXED', uwCalculatedDrawAmount: 0, selectedPropertyUuid: 'p-1',
    property: { uuid: 'p-1', street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80203', occupancyType: 'HOME', adjustedHomeAmount: 650000, lienBalance: 120000, condition: null },
    ...over,
  } as Application;
}

export const aProfile: BorrowerProfile = {
  uuid: 'profile-1', name: { firstName: 'Alex', lastName: 'Rivera' }, email: 'alex@borrower.example',
  phoneNumbers: [{ type: 'MOBILE', number: '5555551234' }],
  addresses: [{ type: 'HOME', uuid: 'h-1', street1: '1 Main St', city: 'Denver', state: 'CO', zip: '80203', ownership: null }],
  dob: { day: 1, month: 6, year: 1980 }, hasSsn: false,
};

/**
 * Renders an application page in a brand, at a URL, with the app's providers; `onSubmitted` is a spy. `beside` renders
 * next to the page inside the router (e.g. buttons standing in for the browser's Back and Forward).
 */
export function renderPage(
  Page: ComponentType<ApplicationPageProps>,
  options: { page: string; application?: Application; brand?: string; url?: string; flags?: Record<string, boolean>; beside?: ReactNode },
) {
  const merged = mergeBrand(defaults, brandFiles[options.brand ?? 'figure']);
  const brand = { ...merged, logoUrl: '/logo.svg' } as unknown as PageBrand;
  const flags = Object.fromEntries(Object.entries(options.flags ?? {}).map(([name, enabled]) => [name, { enabled, variables: {} }]));
  const env = createEnvironment(
    { baseUrl: '', canonicalOrgCode: brand.id, orgBrand: brand.id, orgCode: brand.id, orgMetaData: { brand }, orgPricingData: merged.orgPricingData ?? [] },
    { flags, experiments: {} },
  );
  const onSubmitted = vi.fn(async () => undefined);
  const view = render(
    <EnvironmentContext.Provider value={env}>
      <ThemeProvider theme={createBrandTheme(brand)}>
        <MemoryRouter initialEntries={[options.url ?? `/account/heloc/app-1/${options.page}`]}>
          <Page page={options.page} application={options.application ?? anApplication()} profile={aProfile} onSubmitted={onSubmitted} />
          {options.beside}
        </MemoryRouter>
      </ThemeProvider>
    </EnvironmentContext.Provider>,
  );
  return { ...view, onSubmitted };
}
