import { stateNameOf } from '../../engine/core';
import type { Fixtures, LoanOriginator, WaitlistLists } from '../data/fixture-types';

/** The waitlist states and zips of an organisation (its own entry, else the default). Pure. */
export function waitlistFor(fixtures: Pick<Fixtures, 'eligibility'>, orgCode: string): WaitlistLists {
  return fixtures.eligibility.byOrg[orgCode] ?? fixtures.eligibility.default;
}

/** State licences of an organisation as [{abbrev, name, licenseNumber}] (names from constants' usStateFacts), sorted by abbrev. Pure. */
export function stateLicensesFor(fixtures: Pick<Fixtures, 'stateLicenses'>, orgCode: string, stateFacts: unknown) {
  const licenses = fixtures.stateLicenses.byOrg[orgCode] ?? fixtures.stateLicenses.default;
  return Object.entries(licenses)
    .map(([abbrev, licenseNumber]) => ({ abbrev, name: stateNameOf(abbrev, stateFacts), licenseNumber }))
    .sort((a, b) => a.abbrev.localeCompare(b.abbrev));
}

/** A sandbox loan originator by uuid, if known. Pure. */
export function findOriginator(fixtures: Pick<Fixtures, 'loanOriginators'>, uuid: unknown): LoanOriginator | undefined {
  return typeof uuid === 'string' ? fixtures.loanOriginators.originators.find((o) => o.uuid === uuid) : undefined;
}
