import { createHash } from 'node:crypto';
import { EMPTY_STORED_VALUES, REGISTRATION_STORAGE_KEYS } from '../../engine/core';

/**
 * Two functions of the early script: `kids(a, b)` makes the children of the live element `a` those of `b` (the
 * errored markup's template content) and `node(a, b)` makes `a` into `b`, changing only what differs: attributes set
 * or removed, text replaced, a node of another kind or name replaced by a copy of `b`'s, a missing one inserted (before
 * the next, when that one matches) or appended, an extra one removed. The result is the template's markup, node for
 * node (React hydrates it), while the header, the footer and every unchanged field keep their nodes, and so their
 * computed styles and layout: swapping the whole root made the browser style and lay out the page again in the press.
 */
export const MORPH_SCRIPT = "function same(a,b){return a.nodeType===b.nodeType&&a.nodeName===b.nodeName}"
  + "function copy(b){return document.importNode(b,true)}"
  + "function kids(a,b){var ac=a.childNodes,bc=b.childNodes,i;for(i=0;i<bc.length;i++){"
  + "if(i>=ac.length)a.appendChild(copy(bc[i]));"
  + "else if(same(ac[i],bc[i]))node(ac[i],bc[i]);"
  + "else if(i+1<bc.length&&same(ac[i],bc[i+1]))a.insertBefore(copy(bc[i]),ac[i]);"
  + "else a.replaceChild(copy(bc[i]),ac[i])}"
  + "while(ac.length>bc.length)a.removeChild(a.lastChild)}"
  + "function node(a,b){if(a.nodeType!==1){if(a.nodeValue!==b.nodeValue)a.nodeValue=b.nodeValue;return}var i,n;"
  + "for(i=a.attributes.length-1;i>=0;i--){n=a.attributes[i].name;if(!b.hasAttribute(n))a.removeAttribute(n)}"
  + "for(i=0;i<b.attributes.length;i++){n=b.attributes[i];if(a.getAttribute(n.name)!==n.value)a.setAttribute(n.name,n.value)}"
  + "kids(a,b)}";

/** The id of the template holding the first step's markup with its errors shown (server/spa/prerendered-pages.ts). */
export const EARLY_ERRORS_TEMPLATE = 'early-errors';

/**
 * The one inline script of a page rendered ahead of time. Until the app has taken over the markup (the root element
 * still carries `data-rendered-at`), a Continue pressed by the borrower must not submit the form natively (a
 * reload): it is held, marked on the root as `data-pending-submit`. When nothing was typed, chosen or pressed yet,
 * the step's errors show at once: the root takes the markup rendered ahead of time after a Continue on the empty step
 * (the `early-errors` template; the same words, from the same data, as the app shows), is marked `data-errors-shown`
 * with the step's id (the app hydrates that markup, src/app/start-app.tsx) and the first invalid input takes the
 * focus, as the app does. A Continue pressed while the template is still being parsed (a slow device parses a page in
 * slices, and the step above it is already painted) shows the errors once it is whole: patched in from a part of
 * it, the step lost its fields until the app replaced the markup. The last other button pressed (e.g. "Address not listed") is marked as
 * `data-pending-click`, its position among the root's buttons. Each held press is stamped with its event's timeStamp
 * (`data-pending-click-at`, `data-pending-submit-at`). The app presses them again once it runs, except one React
 * answered itself while hydrating (src/app/early-input.ts); what was typed stays in the inputs and is taken over too.
 *
 * On a returning visit (the registration's state is in session storage: the app will render the borrower's step from
 * scratch, engine/core/registration/fresh-visit.ts) the root is made `inert` as soon as it is parsed: the markup shows
 * the empty step, which is not the borrower's, so no press lands on it; the app lifts it once it has replaced it.
 */
export const EARLY_INPUT_SCRIPT = "(function(){"
  + "var keys=" + JSON.stringify(REGISTRATION_STORAGE_KEYS) + ",empty=" + JSON.stringify(EMPTY_STORED_VALUES) + ";"
  + "var returning=false;try{returning=keys.some(function(k){var v=sessionStorage.getItem(k);return v!==null&&empty.indexOf(v)<0})}catch(e){}"
  + "if(returning){var mark=function(){var r=document.getElementById('root');if(r&&r.hasAttribute('data-rendered-at'))r.setAttribute('inert','');return !!r};"
  + "if(!mark()){var o=new MutationObserver(function(){if(mark())o.disconnect()});o.observe(document.documentElement,{childList:true,subtree:true})}}"
  // The errored markup is patched in, not swapped: only the nodes that differ change (MORPH_SCRIPT).
  + MORPH_SCRIPT
  + "function held(){var r=document.getElementById('root');return r&&r.hasAttribute('data-rendered-at')?r:null}"
  + "function untouched(r){return [].every.call(r.querySelectorAll('input,textarea,select'),function(c){return c.options?c.selectedIndex===Math.max(0,[].findIndex.call(c.options,function(o){return o.defaultSelected}))"
  + ":c.type==='checkbox'||c.type==='radio'?c.checked===c.defaultChecked:c.value===c.defaultValue})}"
  // The template is whole once the parser has put a node after it (or the page is parsed): a Continue pressed while
  // it is still being parsed shows the errors when the page is, not a part of the step.
  + "function tpl(){return document.getElementById('" + EARLY_ERRORS_TEMPLATE + "')}"
  + "var w;function show(){var r=held(),t=tpl();"
  + "if(r&&t&&!t.nextSibling&&document.readyState==='loading'){if(!w){w=new MutationObserver(show);w.observe(t.parentNode,{childList:true});document.addEventListener('DOMContentLoaded',show)}return}"
  + "if(w)w.disconnect();if(!r||!t||r.hasAttribute('data-pending-click')||!untouched(r))return;"
  + "kids(r,t.content);t.remove();r.setAttribute('data-errors-shown',t.getAttribute('data-step'));"
  + "var f=r.querySelector('[aria-invalid=\"true\"]');if(f)f.focus()}"
  + "document.addEventListener('submit',function(e){var r=held();if(!r)return;e.preventDefault();r.setAttribute('data-pending-submit','');r.setAttribute('data-pending-submit-at',String(e.timeStamp));show()},true);"
  + "document.addEventListener('click',function(e){var r=held(),b=r&&e.target.closest&&e.target.closest('button[type=button]');"
  + "if(b&&r.contains(b)){r.setAttribute('data-pending-click',String([].indexOf.call(r.querySelectorAll('button'),b)));r.setAttribute('data-pending-click-at',String(e.timeStamp))}},true)})();";

/** The script's CSP source (`'sha256-…'`): allowed inline without allowing any other inline script. */
export const EARLY_INPUT_SCRIPT_CSP = `'sha256-${createHash('sha256').update(EARLY_INPUT_SCRIPT).digest('base64')}'`;
