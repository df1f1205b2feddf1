/** The root's marks on a page rendered ahead of time (server/spa/prerendered-pages.ts, server/spa/early-input-script.ts). */
const RENDERED_AT = 'data-rendered-at';
const PENDING_SUBMIT = 'data-pending-submit';
const PENDING_CLICK = 'data-pending-click';
/** When each held press happened (the event's timeStamp), so one React answered itself is not pressed again. */
const PRESSED_AT: Record<string, string> = { click: 'data-pending-click-at', submit: 'data-pending-submit-at' };
const HELD_BY_KIND: Record<string, string> = { click: PENDING_CLICK, submit: PENDING_SUBMIT };
const ERRORS_SHOWN = 'data-errors-shown';
const ERRORS_TEMPLATE = 'early-errors';

/** The path the root's markup was rendered at ahead of time; undefined for an empty root. */
export function renderedAt(container: HTMLElement): string | undefined {
  return container.getAttribute(RENDERED_AT) ?? undefined;
}

/**
 * Called right before hydrating: from now on the early script cannot swap the root's markup any more (its template is
 * removed; a Continue is only held). Returns the step whose errors the markup shows (the app hydrates it so), or null.
 */
export function freezeEarlyMarkup(container: HTMLElement): string | null {
  document.getElementById(ERRORS_TEMPLATE)?.remove();
  return container.getAttribute(ERRORS_SHOWN);
}

/** True when the markup rendered ahead of time is what this browser renders first (engine/core/registration/fresh-visit.ts). */
export { isFreshVisit } from '../../engine/core';

/** The longest a returning visit's early markup stays inert, should React's first commit never replace it. */
const INERT_AT_MOST_MS = 10_000;

/**
 * On a page rendered ahead of time that this visit renders from scratch (a returning borrower: the registration's
 * state is in session storage), the markup shown until React's first commit is the empty step, not the borrower's: it
 * stays inert (the page's early script made it so as it was parsed) until that commit replaces it, so a press waits
 * for the borrower's own step instead of landing on markup that answers nothing.
 */
export function inertUntilReplaced(container: HTMLElement): void {
  const first = container.firstChild;
  if (!first) return;
  container.setAttribute('inert', '');
  const release = () => {
    container.removeAttribute('inert');
    observer.disconnect();
    clearTimeout(timer);
  };
  const observer = new MutationObserver(() => {
    if (first.parentNode !== container) release();
  });
  observer.observe(container, { childList: true });
  const timer = setTimeout(release, INERT_AT_MOST_MS);
}

const nativeValue = (el: HTMLInputElement | HTMLTextAreaElement) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;

/**
 * What the borrower changed in one control before the app ran (its live state differs from the markup's default),
 * as a function that gives it to React as their own input: the control is first put back through the element, so
 * React's change tracking notes a different value, then set to the borrower's value and the event React listens to
 * is fired, so the form's onChange takes it. Null when the control is unchanged.
 */
function earlyChange(el: Element): (() => void) | null {
  if (el instanceof HTMLSelectElement) {
    if (![...el.options].some((o) => o.selected !== o.defaultSelected)) return null;
    const chosen = el.value;
    return () => {
      el.value = chosen;
      el.dispatchEvent(new Event('change', { bubbles: true }));
    };
  }
  if (!(el instanceof HTMLInputElement) && !(el instanceof HTMLTextAreaElement)) return null;
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    if (el.checked === el.defaultChecked) return null;
    const checked = el.checked;
    return () => {
      el.checked = !checked;
      el.click();
    };
  }
  if (el.value === el.defaultValue) return null;
  const typed = el.value;
  return () => {
    el.value = typed === el.defaultValue ? '' : el.defaultValue;
    nativeValue(el)?.call(el, typed);
    el.dispatchEvent(new Event('input', { bubbles: true }));
  };
}

/** Removes the root's marks (from now on Continue submits through the app) and answers the presses they held. */
export function dropEarlyInput(container: HTMLElement): { submit: boolean; button: number | null } {
  const submit = container.hasAttribute(PENDING_SUBMIT);
  const click = container.getAttribute(PENDING_CLICK);
  [RENDERED_AT, PENDING_SUBMIT, PENDING_CLICK, ERRORS_SHOWN, ...Object.values(PRESSED_AT)].forEach((name) => container.removeAttribute(name));
  document.getElementById(ERRORS_TEMPLATE)?.remove();
  return { submit, button: click === null || !/^\d+$/.test(click) ? null : Number(click) };
}

/**
 * Called by React with each click and submit it dispatches: once hydration has begun, React answers a press itself
 * when it can hydrate the pressed part on the spot (the early script held it too), so that press is no longer held.
 */
export function forgetPressAnswered(container: HTMLElement, event: Event): void {
  const at = PRESSED_AT[event.type];
  if (!at || container.getAttribute(at) !== String(event.timeStamp)) return;
  container.removeAttribute(at);
  container.removeAttribute(HELD_BY_KIND[event.type]);
}

/**
 * Called once the page content rendered ahead of time is hydrated: what the borrower typed or chose before is given
 * to the form, then (once React has rendered it) the other button they pressed is pressed again, and a Continue
 * they pressed is pressed again — each unless React answered it already (a press during hydration, when the take-over
 * may run inside that press's own dispatch: the held presses are read once it has ended).
 */
export function takeOverEarlyInput(container: HTMLElement): void {
  // No press is held from now on.
  container.removeAttribute(RENDERED_AT);
  // The buttons as hydrated: the held press names one by its position among them.
  const buttons = [...container.querySelectorAll('button')];
  // All read first: giving one change to React re-renders the form, which puts the others back to React's values.
  const changes = [...container.querySelectorAll('input, textarea, select')].map(earlyChange);
  changes.forEach((replay) => replay?.());
  // Each press after React has rendered what came before it.
  const later = (fn: () => void) => setTimeout(fn, 0);
  later(() => {
    const held = dropEarlyInput(container);
    if (held.button !== null) buttons[held.button]?.click();
    if (held.submit) later(() => container.querySelector('form')?.requestSubmit());
  });
}
