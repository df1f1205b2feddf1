import { describe, expect, it } from 'vitest';
import layoutJson from '../../../flows/application/decision-notice.json';
import { decisionNoticeCopyKeys, type DecisionNoticeLayout } from '../../../engine/core';
import { loadFixtures } from '../../../server/data/load-fixtures';
import { readProjectData } from '../../../server/data/project-data';
import { personaFor } from '../../../server/sandbox/run-sandbox';
import { sandboxDecision, withDecisions } from '../../../server/sandbox/sandbox-decision';
import { stageLater } from '../../../server/sandbox/job-changes';

// server/fixtures/decisions.json: the sandbox's decision for each declining persona (server/PERSONAS.md), and the
// words of every code it names in the default brand.

const fixtures = loadFixtures();
const layout = layoutJson as DecisionNoticeLayout;
const copy = readProjectData().brands.figure.copy;

describe('sandbox decisions by persona', () => {
  it.each([
    ['Declined', 'registration', ['DELINQUENT_PAST_OR_PRESENT_CREDIT', 'EXCESSIVE_OBLIGATIONS'], 'Sandbox Credit Reporting, Inc.', 598,
      ['SERIOUS_DELINQUENCY', 'BALANCES_TOO_HIGH_FOR_LIMITS', 'TOO_MANY_RECENT_INQUIRIES', 'SHORT_CREDIT_HISTORY']],
    ['Dtidecline', 'afterHardPull', ['INSUFFICIENT_INCOME', 'EXCESSIVE_OBLIGATIONS'], 'Example Consumer Data Services', 712,
      ['AMOUNT_OWED_TOO_HIGH', 'TOO_MANY_ACCOUNTS_WITH_BALANCES']],
    ['Lowscore', 'afterHardPull', ['CREDIT_SCORE', 'LIMITED_CREDIT_EXPERIENCE'], 'Example Consumer Data Services', 574,
      ['SERIOUS_DELINQUENCY', 'SHORT_CREDIT_HISTORY', 'BALANCES_TOO_HIGH_FOR_LIMITS', 'TOO_FEW_ACCOUNTS_PAID_AS_AGREED']],
  ])('%s at %s: reasons %j, %s, score %i of 300–850, key factors %j', (lastName, stage, reasons, bureau, score, factors) => {
    const decision = sandboxDecision(fixtures.decisions, lastName.toLowerCase(), stage)!;
    expect(decision.reasons).toEqual(reasons);
    expect(decision.bureau).toMatchObject({ name: bureau, phone: expect.stringMatching(/^\(\d{3}\) \d{3}-\d{4}$/), website: expect.stringMatching(/^https:\/\//) });
    expect(decision.bureau.address.length).toBeGreaterThan(10);
    // The score was used for every one of them, so each gets the credit score disclosure.
    expect(decision.creditScore).toEqual({ score, min: 300, max: 850 });
    expect(decision.keyFactors).toEqual(factors);
  });

  it.each([['Doe', 'registration'], ['Doe', 'afterHardPull'], ['Declined', 'afterHardPull'], ['Lowscore', 'registration'], ['Frozen', 'registration']])(
    '%s at %s: no decision', (lastName, stage) => {
      expect(sandboxDecision(fixtures.decisions, lastName.toLowerCase(), stage)).toBeNull();
    });

  it('every persona declined at registration or at a stage has a decision there, and no decision is for anything else', () => {
    const declining = fixtures.personas.byLastName.flatMap((row) => {
      const persona = personaFor(fixtures.personas, row.lastName);
      const at = persona.status === 'DECLINED' ? [`${row.lastName}:registration`] : [];
      return [...at, ...Object.entries(persona.stages).filter(([, s]) => s.status === 'DECLINED').map(([name]) => `${row.lastName}:${name}`)];
    });
    expect(declining.sort()).toEqual(['Declined:registration', 'Dtidecline:afterHardPull', 'Lowscore:afterHardPull']);
    expect(fixtures.decisions.decisions.map((d) => `${d.lastName}:${d.stage}`).sort()).toEqual(declining.sort());
  });

  it('the declining stage carries its decision into the job that applies it; other stages carry none', () => {
    const lowscore = withDecisions(personaFor(fixtures.personas, 'Lowscore'), fixtures.decisions);
    expect(stageLater(lowscore.afterHardPull).changes.decision?.reasons).toEqual(['CREDIT_SCORE', 'LIMITED_CREDIT_EXPERIENCE']);
    expect(lowscore.stages.afterHardPull.decision).toEqual(lowscore.afterHardPull.decision);
    expect(stageLater(lowscore.afterLiens).changes.decision).toBeUndefined();
    const doe = withDecisions(personaFor(fixtures.personas, 'Doe'), fixtures.decisions);
    expect(stageLater(doe.afterHardPull).changes.decision).toBeUndefined();
  });

  it('every reason and key factor code has words in the default brand, and so has every key of the notice', () => {
    for (const d of fixtures.decisions.decisions) {
      for (const code of d.reasons) expect(copy[layout.reasonKeys[code]], code).toEqual(expect.any(String));
      for (const code of d.keyFactors) expect(copy[layout.factorKeys[code]], code).toEqual(expect.any(String));
      expect(fixtures.decisions.bureaus[d.bureau], d.bureau).toBeDefined();
    }
    expect(decisionNoticeCopyKeys(layout).filter((key) => copy[key] === undefined)).toEqual([]);
  });
});
