import type { Answers, ModalDefinition, ModalValues } from '../../engine/core';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Values a guard's modal may interpolate from the answers (the income the borrower typed), if it declares them. Pure. */
export function modalValues(answers: Answers): ModalValues {
  const income = (answers.income as { income?: number } | undefined)?.income;
  return { income: typeof income === 'number' ? usd.format(income) : '' };
}

/** The values a modal's words get: the ones its declaration names (what `npm run flows -- check` holds its texts to). Pure. */
export function declaredValues(modal: ModalDefinition, values: ModalValues = {}): ModalValues {
  return Object.fromEntries((modal.placeholders ?? []).map((name) => [name, values[name]]));
}
