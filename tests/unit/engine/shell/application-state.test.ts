import { describe, expect, it } from 'vitest';
import { applicationState, createCopy, type DashboardStates } from '../../../../engine/core';
import shell from '../../../../flows/platform/shell.json';
import { readProjectData } from '../../../../server/data/project-data';
import { and, LIENS_DONE, OFFER_CHOSEN, PROFILE_DONE, snapshot, type SnapshotChange } from '../routing/snapshots';

// The dashboard's state label (flows/platform/shell.json `dashboard`): the page the routing engine decides, named by
// its progress step, unless a row names it finished, declined or closed.

const { routing, brands } = readProjectData();
const states = shell.dashboard as DashboardStates;
const copy = createCopy(brands.figure);

const at = (status: string, change: SnapshotChange = {}) => snapshot(and(change, { status: { checklistStatus: status } }));

describe('dashboard state label', () => {
  it.each<[string, ReturnType<typeof snapshot>, string, string, boolean]>([
    ['just registered, liens to confirm', at('LIEN_VERIFICATION'), 'in-progress', 'In progress: Basic Info', true],
    ['offers ready', at('OFFER_SELECTION', LIENS_DONE), 'in-progress', 'In progress: Select Offer', true],
    ['more info wanted', at('COLLECT_ADDITIONAL_INFO', OFFER_CHOSEN), 'in-progress', 'In progress: Provide More Info', true],
    ['income to verify', at('INCOME_VERIFICATION', PROFILE_DONE), 'in-progress', 'In progress: Link Income Sources', true],
    ['identity to verify', at('IDENTITY_VERIFICATION', PROFILE_DONE), 'in-progress', 'In progress: Verify Identity', true],
    ['note signing', at('FINAL_OFFER', PROFILE_DONE), 'in-progress', 'In progress: Sign Documents', true],
    ['notary', at('NOTARY_SCHEDULING', PROFILE_DONE), 'in-progress', 'In progress: Talk to eNotary', true],
    ['manual notary', at('NOTARY_SCHEDULING', and(PROFILE_DONE, { status: { manualNotary: true } })), 'in-progress', 'In progress: Schedule Notary Session', true],
    ['funded', at('RECORDING', PROFILE_DONE), 'finished', 'Finished', true],
    ['complete', at('COMPLETE', PROFILE_DONE), 'finished-closed', 'Finished', false],
    ['cancelled', at('CANCELLED'), 'closed', 'Closed', false],
    ['declined by status', at('DECLINED', { status: { uwDecision: 'DECLINE' } }), 'declined', 'Declined', true],
    ['declined for income (machine)', at('DECLINED', and(PROFILE_DONE, { status: { uwDecision: 'DECLINE', dtiDecline: true } })), 'declined', 'Declined', true],
    ['declined for credit score (machine)', at('BORROWER_PROFILE', and(PROFILE_DONE, { status: { uwDecision: 'DECLINE', creditScoreDecline: true } })), 'declined', 'Declined', true],
  ])('%s → %s "%s"', (_name, snap, id, label, resume) => {
    const state = applicationState(routing, states, snap);
    expect(state.id).toBe(id);
    expect(copy(state.labelKey, { step: copy(state.stepLabelKey) })).toBe(label);
    expect(state.resume).toBe(resume);
  });

  it('without a profile the status still names the state', () => {
    const state = applicationState(routing, states, { application: at('OFFER_SELECTION', LIENS_DONE).application, profile: null });
    expect(state).toMatchObject({ id: 'in-progress', page: 'product/select', because: 'row:offer-selection' });
  });

  it('every label key of the data is in the default brand', () => {
    const keys = [states.inProgressLabelKey, ...states.states.map((s) => s.labelKey), ...shell.appMenu.map((r) => r.labelKey), ...shell.sideNav.map((r) => r.labelKey)];
    for (const key of keys) expect(copy(key), key).not.toBe(key);
  });
});
