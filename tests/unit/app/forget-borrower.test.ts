// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { forgetBorrower } from '../../../src/auth/forget-borrower';

describe('signing out forgets the borrower in the tab', () => {
  it('removes the token, every heloc.* session entry and the link\'s application; keeps what belongs to the browser', () => {
    localStorage.setItem('jwt', 'Bearer abc');
    localStorage.setItem('heloc.link.applicationUuid', 'u1');
    localStorage.setItem('heloc.bannerDismissals', '["b1"]');
    sessionStorage.setItem('heloc.application', '{"uuid":"u1","loanNumber":"HEL-1"}');
    sessionStorage.setItem('heloc.registration.answers', '{"email":"a@b.c"}');
    sessionStorage.setItem('heloc.application.u1.liens', '{}');
    sessionStorage.setItem('other.key', 'kept');
    forgetBorrower();
    expect(localStorage.getItem('jwt')).toBeNull();
    expect(localStorage.getItem('heloc.link.applicationUuid')).toBeNull();
    expect(localStorage.getItem('heloc.bannerDismissals')).toBe('["b1"]');
    expect(Object.keys(sessionStorage)).toEqual(['other.key']);
  });
});
