import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { mergeBrand, type Brand, type BrandFile } from '../../../../engine/core';
import type { Application, ApplicationStatus } from '../../../../src/api/registration-api';
import type { BorrowerProfile } from '../../../../src/application/page-props';
import { createBrandTheme } from '../../../../src/org/create-brand-theme';
import { createEnvironment, EnvironmentContext } from '../../../../src/org/environment';
import type { PageBrand } from '../../../../src/org/page-data';

const dir = join(process.cwd(), 'brands');
const readBrandFile = (file: string) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as BrandFile;

/** The default brand file as written (every copy key lives there). */
export const defaultBrand = readBrandFile('default.brand.json') as BrandFile & { copy: Record<string, string> };

/** Every brand of brands/, merged over the default brand as the server does. */
export const brands: Record<string, Brand> = Object.fromEntries(
  readdirSync(dir)
    .filter((f) => f.endsWith('.brand.json') && f !== 'default.brand.json')
    .map((f) => {
      const brand = mergeBrand(defaultBrand, readBrandFile(f));
      return [brand.id, brand];
    }),
);

/**
 * Renders `ui` inside the app's providers for a brand: environment (brand, copy, constants), MUI theme and a router (at
 * `entry`); `page` overrides what the page data says of the brand (its logo).
 */
export function renderInBrand(ui: ReactNode, brandId = 'figure', entry = '/', page: Partial<PageBrand> = {}) {
  const brand = { ...brands[brandId], logoUrl: '/logo.svg', ...page } as unknown as PageBrand;
  const environment = createEnvironment(
    { baseUrl: '', canonicalOrgCode: brand.id, orgBrand: brand.id, orgCode: brand.id, orgMetaData: { brand }, orgPricingData: [] },
    { flags: {}, experiments: {} },
  );
  return render(
    <EnvironmentContext.Provider value={environment}>
      <ThemeProvider theme={createBrandTheme(brand)}>
        <MemoryRouter initialEntries={[entry]}>{ui}</MemoryRouter>
      </ThemeProvider>
    </EnvironmentContext.Provider>,
  );
}

/** A status object with every sub-field at its starting value and the given overrides. */
export function statusWith(overrides: Partial<ApplicationStatus> = {}): ApplicationStatus {
  return {
    checklistStatus: 'LIEN_VERIFICATION', uwDecision: null, uwSubDecision: null, liensComplete: false,
    inquiryAttestNeeded: false, inquiryAttestComplete: false, summaryDisclosureListReady: false, summaryDisclosureListComplete: false,
    closingDisclosureListReady: false, closingDisclosureListComplete: false, notaryDisclosureListReady: false,
    notaryDisclosureListComplete: false, bpo: 'UNKNOWN', title: 'UNKNOWN', giactAccountStatus: null, manualPaystubUpload: false,
    manualPaystubTasksComplete: false, employmentVerificationNeeded: false, creditFrozenWithPin: false, dtiDecline: false,
    creditScoreDecline: false, datatreeNoMatch: false, propertyComplete: true, primaryParticipantAcceptComplete: false,
    manualDeedSigningComplete: false, waitingOnFloodCert: false, condition: null, manualNotary: false, idVerification: null, offerRevisionReason: null, ...overrides,
  };
}

/** An application answer (contract §1) with the given overrides; no offer chosen yet. */
export function applicationWith(overrides: Partial<Application> = {}): Application {
  return {
    uuid: '11111111-2222-4333-8444-555555555555', loanNumber: '1234567890', status: statusWith(),
    term: 0, amount: 0, rate: 0, rateType: 'FIXED', uwCalculatedDrawAmount: 0, selectedPropertyUuid: 'p-1',
    property: {
      uuid: 'p-1', street1: '1600 PENNSYLVANIA AVE', street2: '', city: 'DENVER', state: 'CO', zip: '80203',
      occupancyType: 'HOME', adjustedHomeAmount: 650000, lienBalance: 120000, condition: 'GOOD',
    },
    ...overrides,
  };
}

/** A borrower profile. */
export const profile: BorrowerProfile = {
  uuid: 'profile-1', name: { firstName: 'Alex', lastName: 'Rivera' }, email: 'alex@borrower.example', phoneNumbers: [],
  addresses: [], dob: { day: 1, month: 6, year: 1980 }, hasSsn: false,
};
