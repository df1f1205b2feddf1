/**
 * A copy of the in-page probe of the shared benchmark (`../shared/formbench/bench.mjs`, function `probe`, as of
 * 2026-11-27), used by `npm run bench` when that checkout is not next to this one (scripts/bench/formbench-probe.ts
 * prefers the shared file's own text). Kept as text: it is injected into the page as it is, never run in Node.
 */
export const COPIED_PROBE = String.raw`function probe(cfg) {
  const firstInputSel = typeof cfg === 'string' ? cfg : cfg.first;
  const B = (window.__bench = { pointer: null });
  addEventListener('pointerdown', (e) => { B.pointer = { ts: e.timeStamp, now: performance.now() }; }, true);
  const ok = (el, needText) =>
    (!needText || el.textContent.trim() !== '') &&
    el.checkVisibility({ checkVisibilityCSS: true }) &&
    el.getBoundingClientRect().height > 0;
  const find = (sel, needText) => {
    for (const el of document.querySelectorAll(sel)) if (ok(el, needText)) return el;
    return null;
  };
  B.watch = (sel, needText) =>
    new Promise((resolve) => {
      let done = false;
      const finish = () => {
        done = true;
        mo.disconnect();
        const tFound = performance.now();
        requestAnimationFrame(() => {
          const tRaf = performance.now(); // recorded only: start of the frame after "found"
          const ch = new MessageChannel();
          ch.port1.onmessage = () => resolve({ tFound, tRaf, tPaint: performance.now() });
          ch.port2.postMessage(0);
        });
      };
      const check = () => {
        if (!done && document.querySelector(sel) && find(sel, needText)) finish();
      };
      const mo = new MutationObserver(check);
      mo.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      const poll = () => {
        check();
        if (!done) requestAnimationFrame(poll);
      };
      poll();
    });
  B.load = B.watch(firstInputSel, false);
  // ---- extras, only in the interactive and tbt runs (the transition/validation probe is as before)
  if (cfg.longtasks) {
    B.longtasks = [];
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) B.longtasks.push({ start: e.startTime, dur: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch (e) {
      B.longtaskError = String(e);
    }
  }
  if (cfg.error) {
    B.downs = [];
    addEventListener('pointerdown', (e) => B.downs.push(e.timeStamp), true);
    // where a real click on 'sel' would land: the centre of a visible match, if that point hits it
    B.hit = (sel) => {
      for (const el of document.querySelectorAll(sel)) {
        if (!ok(el, false)) continue;
        let r = el.getBoundingClientRect();
        if (r.top < 0 || r.bottom > innerHeight || r.left < 0 || r.right > innerWidth) {
          el.scrollIntoView({ block: 'center', inline: 'center' });
          r = el.getBoundingClientRect();
        }
        const x = r.left + r.width / 2;
        const y = r.top + r.height / 2;
        const top = document.elementFromPoint(x, y);
        if (top && (top === el || el.contains(top))) return { x, y, now: performance.now() };
      }
      return null;
    };
    B.err = B.watch(cfg.error, true);
  }
}`;
