/**
 * Routing decisions per second for the engine alone: decidePage over realistic snapshots (a table-routed status,
 * a machine-decided one deep in the happy path, a declined one), in a tight loop on this process.
 */
import { decidePage } from '../../engine/core';
import { readProjectData } from '../../server/data/project-data';
import { NOTARY_DONE, snapshot } from '../../tests/unit/engine/routing/snapshots';

/** Runs `decidePage` for about `ms` milliseconds per snapshot and returns decisions per second for each. */
export function benchRouting(ms = 1500): { name: string; perSecond: number; page: string }[] {
  const { routing } = readProjectData();
  const cases = [
    { name: 'table row (OFFER_SELECTION)', snap: { ...snapshot(), status: 'OFFER_SELECTION' } },
    { name: 'machine, deep in the happy path', snap: { ...snapshot(NOTARY_DONE), status: 'BORROWER_PROFILE' } },
    { name: 'declined (conditional row)', snap: { ...snapshot({ status: { uwDecision: 'DECLINE' } }), status: 'DECLINED' } },
  ];
  return cases.map(({ name, snap }) => {
    for (let i = 0; i < 2000; i++) decidePage(routing, snap); // warm up
    let count = 0;
    const start = performance.now();
    let page = '';
    while (performance.now() - start < ms) {
      for (let i = 0; i < 500; i++) page = decidePage(routing, snap).page;
      count += 500;
    }
    return { name, perSecond: Math.round(count / ((performance.now() - start) / 1000)), page };
  });
}
