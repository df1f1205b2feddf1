import { fetchClosingDisclosures, type ClosingDisclosures } from '../../api/signing-api';
import { usePolledUntilReady } from '../forms/use-polled-until-ready';

/** The closing documents of an application, fetched again every second while not ready; `error` stops polling (`retry` starts again). */
export function useClosingDocuments(uuid: string): { data: ClosingDisclosures | null; error: unknown; retry: () => void } {
  return usePolledUntilReady(uuid, fetchClosingDisclosures);
}
