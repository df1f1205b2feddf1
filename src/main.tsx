import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setApiOrganisation } from './api/client';
import { App } from './app/App';
import { MissingOrganisation } from './app/MissingOrganisation';
import { createEnvironment } from './org/environment';
import { readFlagData, readOrgData } from './org/page-data';

const root = createRoot(document.getElementById('root') as HTMLElement);
const org = readOrgData();
if (!org) {
  console.error('No private label data found');
  root.render(<MissingOrganisation />);
} else {
  setApiOrganisation(org.orgCode);
  root.render(
    <StrictMode>
      <App environment={createEnvironment(org, readFlagData())} />
    </StrictMode>,
  );
  // Telemetry stays off the first step's critical path: loaded once the page has loaded and the browser is idle.
  const startTelemetry = () => void import('./telemetry/start-telemetry').then((t) => t.startTelemetry(org.orgCode));
  const whenIdle = (fn: () => void) => ('requestIdleCallback' in window ? window.requestIdleCallback(fn, { timeout: 3000 }) : setTimeout(fn, 1000));
  window.addEventListener('load', () => whenIdle(startTelemetry), { once: true });
}
