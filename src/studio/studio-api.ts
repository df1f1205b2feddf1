import { useEffect, useState } from 'react';
import { STUDIO_API, type ApplicationRoutingData, type FlowDefinition, type PagesFile, type StepDefinition } from '../../engine/core';
import type { FlagData, OrgData } from '../org/page-data';

/** One problem of the data check: where, and the line `npm run flows -- check` prints for it. */
export interface StudioProblem {
  code: string;
  file: string;
  pointer: string;
  line: string;
}

/** What GET /studio/api/data answers: the data as the server reads it now, for one brand. */
export interface StudioPayload {
  version: number;
  brands: { id: string; companyName: string }[];
  org: OrgData;
  flags: FlagData;
  constants: Record<string, unknown>;
  flows: Record<string, FlowDefinition>;
  steps: Record<string, StepDefinition>;
  pages: PagesFile;
  routing: ApplicationRoutingData;
  problems: StudioProblem[];
}

/** The studio data of one brand ('' for the server's default brand) and whether the last read failed. */
export interface StudioDataState {
  data: StudioPayload | null;
  failed: boolean;
}

/**
 * The data of one brand as the server reads it now, read again each time the server says the data changed (its event
 * stream): a preview follows the files being edited without a reload. Keeps the last data while a read fails.
 */
export function useStudioData(brand: string): StudioDataState {
  const [version, setVersion] = useState(0);
  const [state, setState] = useState<StudioDataState>({ data: null, failed: false });
  useEffect(() => {
    const events = new EventSource(STUDIO_API.events);
    events.addEventListener('data', (event) => setVersion((JSON.parse((event as MessageEvent<string>).data) as { version: number }).version));
    return () => events.close();
  }, []);
  useEffect(() => {
    let live = true;
    fetch(`${STUDIO_API.data}?brand=${encodeURIComponent(brand)}`, { cache: 'no-store', headers: { accept: 'application/json' } })
      .then((res) => (res.ok ? (res.json() as Promise<StudioPayload>) : Promise.reject(new Error(String(res.status)))))
      .then((data) => live && setState({ data, failed: false }))
      .catch(() => live && setState((s) => ({ ...s, failed: true })));
    return () => {
      live = false;
    };
  }, [brand, version]);
  return state;
}
