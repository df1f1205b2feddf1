import { createHash } from 'node:crypto';

/**
 * The one inline script of a page rendered ahead of time. Until the app has taken over the markup (the root element
 * still carries `data-rendered-at`), a Continue pressed by the borrower must not submit the form natively (a
 * reload): it is held, marked on the root as `data-pending-submit`. The last other button pressed (e.g. "Address not
 * listed") is marked as `data-pending-click`, its position among the root's buttons. The app presses them again once
 * it runs (src/app/early-input.ts); what was typed stays in the inputs and is taken over there too.
 */
export const EARLY_INPUT_SCRIPT = "(function(){function held(){var r=document.getElementById('root');return r&&r.hasAttribute('data-rendered-at')?r:null}"
  + "document.addEventListener('submit',function(e){var r=held();if(r){e.preventDefault();r.setAttribute('data-pending-submit','')}},true);"
  + "document.addEventListener('click',function(e){var r=held(),b=r&&e.target.closest&&e.target.closest('button[type=button]');"
  + "if(b&&r.contains(b))r.setAttribute('data-pending-click',String([].indexOf.call(r.querySelectorAll('button'),b)))},true)})();";

/** The script's CSP source (`'sha256-…'`): allowed inline without allowing any other inline script. */
export const EARLY_INPUT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
