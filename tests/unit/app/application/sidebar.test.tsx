// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { interestOnlyPayment, monthlyPayment } from '../../../../engine/core';
import { ApplicationSidebar } from '../../../../src/application/sidebar/ApplicationSidebar';
import { formatPropertyAddress, offerSummary, titleCase } from '../../../../src/application/sidebar/sidebar-model';
import { applicationWith, renderInBrand, statusWith } from './support';

// The "Application progress" sidebar (registration §2 "Sidebar"; platform §4 "Shell progress").

afterEach(cleanup);

const withOffer = { rate: 8.95, amount: 105000, term: 10, rateType: 'FIXED', uwCalculatedDrawAmount: 100000 };

describe('offer box rule', () => {
  it.each([
    [0, 0, false],
    [8.95, 0, false],
    [0, 105000, false],
    [-1, 105000, false],
    [8.95, 105000, true],
  ])('rate %d, amount %d → shown %s', (rate, amount, shown) => {
    expect(offerSummary(applicationWith({ ...withOffer, rate, amount }), false) !== null).toBe(shown);
  });

  it('APR is the rate, initial draw the uwCalculatedDrawAmount, the payment amortised over the term on the amount', () => {
    expect(offerSummary(applicationWith(withOffer), false)).toEqual({
      apr: 8.95, initialDraw: 100000, monthlyPayment: monthlyPayment(105000, 8.95, 10), termYears: 10, rateType: 'FIXED',
    });
  });

  it.each([
    [null, 'FIXED'],
    ['UNKNOWN', 'FIXED'],
    ['VARIABLE', 'VARIABLE'],
  ])('rate type %s shows as %s (default Fixed)', (rateType, shown) => {
    expect(offerSummary(applicationWith({ ...withOffer, rateType }), false)?.rateType).toBe(shown);
  });

  it('the 62+ (interest-only) variant leaves out term and rate type and pays interest only', () => {
    expect(offerSummary(applicationWith(withOffer), true)).toEqual({
      apr: 8.95, initialDraw: 100000, monthlyPayment: interestOnlyPayment(105000, 8.95), termYears: null, rateType: null,
    });
  });

  it('no payment when there is no term outside the interest-only variant', () => {
    expect(offerSummary(applicationWith({ ...withOffer, term: 0 }), false)?.monthlyPayment).toBeNull();
  });
});

describe('address formatting', () => {
  it.each([
    [{ street1: '1600 PENNSYLVANIA AVE', street2: '', city: 'DENVER', state: 'co', zip: '80203' }, '1600 Pennsylvania Ave Denver, CO 80203'],
    [{ street1: '42 wallaby way', street2: 'APT 4B', city: 'winston-salem', state: 'NC', zip: '27101' }, '42 Wallaby Way Apt 4B Winston-Salem, NC 27101'],
    [{ street1: '  7 N  MAIN ST ', street2: null, city: 'SAINT PAUL', state: 'MN', zip: '55101' }, '7 N Main St Saint Paul, MN 55101'],
  ])('%j → %s', (property, expected) => {
    expect(formatPropertyAddress(property)).toBe(expected);
  });

  it('title case keeps words that start with a digit', () => {
    expect(titleCase('123RD STREET 2ND FLOOR')).toBe('123RD Street 2ND Floor');
  });
});

/** The text of an element as a screen reader gets it: without its aria-hidden parts (the step numbers and checks). */
function spokenText(element: Element): string {
  const copy = element.cloneNode(true) as Element;
  copy.querySelectorAll('[aria-hidden="true"]').forEach((node) => node.remove());
  return copy.textContent ?? '';
}

/** The steps of the progress list, with the current one. */
function steps() {
  const list = screen.getByRole('list', { name: 'Application steps' });
  const items = within(list).getAllByRole('listitem');
  return { names: items.map(spokenText), current: items.filter((li) => li.getAttribute('aria-current') === 'step').map(spokenText) };
}

describe('progress steps', () => {
  const NAMES = ['Basic Info', 'Select Offer', 'Provide More Info', 'Link Income Sources', 'Verify Identity', 'Sign Documents'];

  it.each([
    ['liens', 'Basic Info'],
    ['product/select', 'Select Offer'],
    ['start/hmda', 'Provide More Info'],
    ['income/review', 'Link Income Sources'],
    ['identity', 'Verify Identity'],
    ['signing/intro', 'Sign Documents'],
    ['notary/intro', 'Talk to eNotary'],
    ['credit/social', 'Basic Info'],
  ])('on %s the current step is %s', (page, current) => {
    renderInBrand(<ApplicationSidebar page={page} application={applicationWith()} collapsible={false} />);
    expect(steps().names.map((n) => n?.replace(/ \(completed\)$/, ''))).toEqual([...NAMES, 'Talk to eNotary']);
    expect(steps().current).toEqual([current]);
  });

  it('steps before the current one are marked completed for screen readers', () => {
    renderInBrand(<ApplicationSidebar page="start/contact" application={applicationWith()} collapsible={false} />);
    expect(steps().names.slice(0, 3)).toEqual(['Basic Info (completed)', 'Select Offer (completed)', 'Provide More Info']);
  });

  it('with manualNotary the last step is Schedule Notary Session', () => {
    const application = applicationWith({ status: statusWith({ manualNotary: true }) });
    renderInBrand(<ApplicationSidebar page="notary/reserve-manual" application={application} collapsible={false} />);
    expect(steps().names.at(-1)).toBe('Schedule Notary Session');
    expect(steps().current).toEqual(['Schedule Notary Session']);
  });

  it('on complete every step is done and none is current', () => {
    renderInBrand(<ApplicationSidebar page="complete" application={applicationWith()} collapsible={false} />);
    expect(steps().current).toEqual([]);
    expect(steps().names.every((n) => n?.endsWith('(completed)'))).toBe(true);
  });
});

describe('sidebar content', () => {
  it('heading, default text, offer box and property card', () => {
    renderInBrand(<ApplicationSidebar page="start/profile" application={applicationWith(withOffer)} collapsible={false} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Application progress' })).toBeTruthy();
    expect(screen.getByText('Complete the loan process today and get funded in as little as five days.')).toBeTruthy();
    const offer = screen.getByTestId('sidebar-offer');
    expect(within(offer).getByRole('heading', { level: 3, name: 'Your offer' })).toBeTruthy();
    expect(offer.textContent).toContain('APR8.950%');
    expect(offer.textContent).toContain('Initial draw$100,000');
    expect(offer.textContent).toContain(`Monthly payment$${monthlyPayment(105000, 8.95, 10).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    expect(offer.textContent).toContain('Term10 years, Fixed');
    const property = screen.getByTestId('sidebar-property');
    expect(within(property).getByRole('heading', { level: 3, name: 'Property details' })).toBeTruthy();
    expect(property.textContent).toContain('1600 Pennsylvania Ave Denver, CO 80203');
    expect(property.textContent).toContain('Property value$650,000');
    expect(property.textContent).toContain('Property conditionGood');
  });

  it("the property's condition: the brand's words for a value of the condition step, 'Not yet assessed' before it, another value title-cased", () => {
    const base = applicationWith();
    const shown = (condition: string) => {
      const { unmount } = renderInBrand(<ApplicationSidebar page="liens" application={{ ...base, property: { ...base.property!, condition } }} collapsible={false} />);
      const text = screen.getByTestId('sidebar-property').textContent;
      unmount();
      return text;
    };
    expect(shown('EXCELLENT')).toContain('Property conditionExcellent');
    expect(shown('')).toContain('Property conditionNot yet assessed');
    expect(shown('NEEDS_REPAIR')).toContain('Property conditionNeeds Repair');
  });

  it('no offer box before an offer is chosen', () => {
    renderInBrand(<ApplicationSidebar page="liens" application={applicationWith()} collapsible={false} />);
    expect(screen.queryByTestId('sidebar-offer')).toBeNull();
  });

  it('the 62+ brand shows no term and its own payment words', () => {
    renderInBrand(<ApplicationSidebar page="start/profile" application={applicationWith(withOffer)} collapsible={false} />, 'figure-62');
    const offer = screen.getByTestId('sidebar-offer');
    expect(offer.textContent).not.toContain('Term');
    expect(offer.textContent).not.toContain('Fixed');
    expect(offer.textContent).toContain('APR8.950%');
    expect(offer.textContent).toContain(`Monthly interest-only payment$${interestOnlyPayment(105000, 8.95).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
  });

  it('below 1024 px the heading is a closed disclosure that names the current step', () => {
    renderInBrand(<ApplicationSidebar page="product/select" application={applicationWith()} collapsible />);
    const toggle = screen.getByRole('button', { name: 'Application progress' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('sidebar-summary').textContent).toBe('Step 2 of 7: Select Offer');
    expect(screen.queryByRole('list', { name: 'Application steps' })).toBeNull();
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(steps().current).toEqual(['Select Offer']);
  });
});
