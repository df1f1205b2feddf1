/**
 * Runs in the page before any app code: records when the first usable input appears (in markup rendered ahead of
 * time it takes typing before the app runs), when it is interactive (the app has taken the page over: the root no
 * longer carries data-rendered-at), when an error message first appears, and the time of the last Continue click —
 * all on the page's performance clock.
 */
export const PROBE_SCRIPT = `(() => {
  const w = window;
  w.__firstInputAt = null;
  w.__interactiveAt = null;
  w.__clickAt = null;
  w.__afterClickInputAt = null;
  w.__afterClickErrorAt = null;
  let lastInput = null;
  const usable = () => document.querySelector('main input:not([type=hidden]):not([disabled]), main select:not([disabled])');
  const check = () => {
    const now = performance.now();
    const input = usable();
    if (input && w.__firstInputAt === null) {
      w.__firstInputAt = now;
    }
    if (input && w.__interactiveAt === null && !document.querySelector('#root[data-rendered-at]')) {
      w.__interactiveAt = now;
      w.__interactiveResources = performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\.(js|css)(\\?|$)/.test(n));
    }
    if (w.__clickAt !== null) {
      if (input && input !== lastInput && w.__afterClickInputAt === null) w.__afterClickInputAt = now;
      if (document.querySelector('main [aria-invalid="true"], main .Mui-error') && w.__afterClickErrorAt === null) w.__afterClickErrorAt = now;
    }
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener('click', (e) => {
    if (e.target.closest('button[type=submit]')) {
      lastInput = usable();
      w.__clickAt = performance.now();
      w.__afterClickInputAt = null;
      w.__afterClickErrorAt = null;
    }
  }, true);
})();`;
