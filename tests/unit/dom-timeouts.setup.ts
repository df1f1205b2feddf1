/**
 * On a loaded 2-core CI host a render can take longer than Testing Library's default 1 s wait:
 * `findBy…` and `waitFor` in DOM tests wait up to 10 s for what they expect (they still resolve
 * as soon as it appears, and still fail when it never does). Node-environment tests skip this.
 */
export {};

if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 10_000 });
}
