import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setApiOrganisation } from '../api/client';
import { ErrorsShownFirstContext } from '../../engine/render/step-form/errors-shown-first';
import { App } from './App';
import { dropEarlyInput, forgetPressAnswered, freezeEarlyMarkup, inertUntilReplaced, isFreshVisit, renderedAt, takeOverEarlyInput } from './early-input';
import { MissingOrganisation } from './MissingOrganisation';
import { createEnvironment } from '../org/environment';
import { readFlagData, readOrgData } from '../org/page-data';

let telemetryQueued = false;

/** Loads and starts telemetry (once) when the browser is next idle. */
function startTelemetryWhenIdle(orgCode: string) {
  if (telemetryQueued) return;
  telemetryQueued = true;
  const start = () => void import('../telemetry/start-telemetry').then((t) => t.startTelemetry(orgCode));
  if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3000 });
  else setTimeout(start, 1000);
}

/**
 * Starts the app on the page's root: hydrates the first registration step rendered ahead of time on a fresh visit,
 * renders from scratch otherwise, and loads telemetry once the page is idle. Run once, by src/main.tsx.
 */
export function startApp(container: HTMLElement) {
  const org = readOrgData();
  if (!org) {
    console.error('No private label data found');
    createRoot(container).render(<MissingOrganisation />);
  } else {
    setApiOrganisation(org.orgCode);
    const environment = createEnvironment(org, readFlagData());
    // A page rendered ahead of time (the first registration step) is hydrated when it is what this visit renders first,
    // and then takes over what the borrower typed before; otherwise the app renders over it. When the borrower pressed
    // Continue before, the markup shows the step's errors (server/spa/early-input-script.ts): the step starts so.
    const at = renderedAt(container);
    // Hydration waits for a task of its own (a press queued while the scripts ran is still answered by the early script)
    // and runs as a transition: in slices that yield to the borrower's input instead of one long task.
    const hydrating = at !== undefined && isFreshVisit(sessionStorage);
    if (hydrating) {
      // The early script left the markup live (a fresh visit, as decided here).
      container.removeAttribute('inert');
      setTimeout(() => {
        const errorsShown = freezeEarlyMarkup(container);
        startTransition(() => {
          hydrateRoot(container, (
            <StrictMode>
              <ErrorsShownFirstContext.Provider value={errorsShown}>
                <App
                  environment={environment}
                  renderedAt={at}
                  onContentCommit={() => { takeOverEarlyInput(container); startTelemetryWhenIdle(org.orgCode); }}
                  onPressAnswered={(event) => forgetPressAnswered(container, event)}
                />
              </ErrorsShownFirstContext.Provider>
            </StrictMode>
          ), { onRecoverableError: (error) => console.error('Hydration fell back to a client render', error) });
        });
      }, 0);
    } else {
      dropEarlyInput(container);
      // A returning borrower's page rendered ahead of time shows the empty step until React replaces it: no press lands there.
      if (at !== undefined) inertUntilReplaced(container);
      createRoot(container).render(<StrictMode><App environment={environment} /></StrictMode>);
    }
    // Telemetry stays off the first step's critical path: the hydrated page starts it once it has taken the page over
    // (until then, a press must find the main thread free); a page rendered from scratch once the page has loaded.
    if (hydrating) return;
    if (document.readyState === 'complete') startTelemetryWhenIdle(org.orgCode);
    else window.addEventListener('load', () => startTelemetryWhenIdle(org.orgCode), { once: true });
  }
}
