// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { consentLabelParts } from '../../../../engine/core/brand/consent-label-parts';
import { loadStepFile, renderStep } from './harness';

const step = await loadStepFile('phone-and-email');

describe('ConsentWidget', () => {
  it('turns [text](key) into links to the copy value of link.<key>, opened in a new tab', () => {
    renderStep(step);
    const terms = screen.getByRole('link', { name: 'Terms of Service' });
    expect(terms.getAttribute('href')).toBe('/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(terms.getAttribute('rel')).toBe('noopener');
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('/privacy');
    expect(screen.getByRole('link', { name: 'Electronic Communications Policy' }).getAttribute('href')).toBe('/communications');
    expect(screen.getByRole('checkbox', { name: /^I agree to the Figure Terms of Service and Privacy Policy\.( \*)?$/ })).toBeTruthy();
  });

  it('starts unticked and stores true / false as the borrower ticks it', async () => {
    const view = renderStep(step);
    const box = screen.getByRole<HTMLInputElement>('checkbox', { name: /Terms of Service/ });
    expect(box.checked).toBe(false);
    expect(view.data().termPrivacyConsent).toBeUndefined();
    await userEvent.click(box);
    expect(view.data().termPrivacyConsent).toBe(true);
    await userEvent.click(box);
    expect(view.data().termPrivacyConsent).toBe(false);
  });

  it("shows a required consent's error once, under the box, tied to it", async () => {
    const view = renderStep(step, { extraErrors: { communicationConsent: { __errors: ['Required'] } } });
    const box = screen.getByRole('checkbox', { name: /Electronic Communications Policy/ });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Required');
    expect(screen.getAllByText('Required')).toHaveLength(1);
    box.focus();
    await userEvent.tab();
    expect(view.touch).toHaveBeenCalledWith('communicationConsent');
  });

  it('splits labels into words and links', () => {
    expect(consentLabelParts('A [b](terms) c [d](x.y)')).toEqual([
      { text: 'A ' }, { text: 'b', linkKey: 'terms' }, { text: ' c ' }, { text: 'd', linkKey: 'x.y' },
    ]);
    expect(consentLabelParts('No links.')).toEqual([{ text: 'No links.' }]);
  });
});
