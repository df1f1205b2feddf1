import { describe, expect, it } from 'vitest';
import { decidePage } from '../../../engine/core';
import { readProjectData } from '../../../server/data/project-data';
import { knownStatuses, parseTarget, previewAddress, readPreviewAddress, sampleSnapshot, targetGroups, targetValue } from '../../../src/studio/studio-targets';

const data = readProjectData();

describe('the studio\'s picker and preview address', () => {
  it('offers every step of the registration flow in order, the stand-alone form steps and every declared page', () => {
    const [flow, formSteps, pages] = targetGroups(data);
    expect(flow).toMatchObject({ kind: 'flow', flow: 'registration' });
    expect(flow.options).toEqual(data.flows.registration.steps.map((s) => `step:${s.id}`));
    expect(formSteps.kind).toBe('formSteps');
    expect(formSteps.options).toContain('step:liens');
    expect(formSteps.options).not.toContain('step:legal-name');
    expect(pages.options.length).toBe(Object.keys(data.pages.pages).length);
    expect(pages.options).toContain('page:error/decline');
  });

  it('reads a target back from its value, and nothing else', () => {
    for (const target of [{ kind: 'step', id: 'legal-name' }, { kind: 'page', path: 'error/decline' }] as const) expect(parseTarget(targetValue(target))).toEqual(target);
    for (const value of ['', 'legal-name', 'form:x', 'step:', null]) expect(parseTarget(value)).toBeNull();
  });

  it('carries the brand, target, answers and snapshot through the frame\'s address; broken JSON reads as empty', () => {
    const request = { brand: 'homepoint', target: 'step:legal-name', answers: { name: { firstName: 'Pat & Co' } }, status: 'DECLINED', subFields: { uwDecision: 'DECLINE' } };
    const address = previewAddress('/studio/preview', request);
    expect(address.startsWith('/studio/preview?org=homepoint&')).toBe(true);
    expect(readPreviewAddress(address.slice(address.indexOf('?')))).toEqual(request);
    expect(readPreviewAddress('?org=figure&answers=%7Bnot&fields=%5B1%5D')).toMatchObject({ brand: 'figure', answers: {}, subFields: {}, status: 'BORROWER_PROFILE' });
  });

  it('lists each status the routing data names once, and a snapshot the routing decides as the app does', () => {
    const statuses = knownStatuses(data.routing);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses).toEqual(expect.arrayContaining(['DECLINED', 'OFFER_SELECTION', ...data.routing.statuses.inProgress]));
    const snapshot = sampleSnapshot('DECLINED', { uwDecision: 'DECLINE' });
    expect((snapshot.application.status as { checklistStatus: string }).checklistStatus).toBe('DECLINED');
    expect(decidePage(data.routing, { ...snapshot, status: 'DECLINED' })).toEqual({ page: 'error/decline', because: 'row:declined' });
  });
});
