import type { Answers } from '../../engine/core';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Values the flow's modals interpolate from the answers (e.g. the income the borrower typed). Pure. */
export function modalValues(answers: Answers): Record<string, unknown> {
  const income = (answers.income as { income?: number } | undefined)?.income;
  return { income: typeof income === 'number' ? usd.format(income) : '' };
}
