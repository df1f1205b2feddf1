import { describe, expect, it } from 'vitest';
import config from '../../../../flows/platform/leave-survey.json';
import { isLeaveSurveyPage, shouldOfferLeaveSurvey } from '../../../../src/shell/feedback/leave-survey-rule';

const APP = '/account/heloc/3f6c1a52-8d4e-4b7a-9c21-5e0f7a9b1c01';

describe('where the leave survey is offered on logout (platform §4 "Other", flows/platform/leave-survey.json)', () => {
  it.each<[string, boolean]>([
    [`${APP}/liens`, true],
    [`${APP}/liens/`, true],
    [`${APP}/product/select`, true],
    [`${APP}/identity`, true],
    [`${APP}/signing/intro`, true],
    [`${APP}/signing/sign`, true],
    [`${APP}/product/assets`, false],
    [`${APP}/start/contact`, false],
    [`${APP}/start/hmda`, false],
    [`${APP}/liens-review`, false],
    [`${APP}`, false],
    ['/account/heloc/dashboard', false],
    ['/account/heloc/register-v2', false],
    ['/account/heloc/not-a-uuid/liens', false],
  ])('%s → %s', (pathname, offered) => {
    expect(isLeaveSurveyPage(pathname, config.pages)).toBe(offered);
    expect(shouldOfferLeaveSurvey(pathname, config, false)).toBe(offered);
  });

  it('is offered only once', () => {
    expect(shouldOfferLeaveSurvey(`${APP}/liens`, config, true)).toBe(false);
  });
});
