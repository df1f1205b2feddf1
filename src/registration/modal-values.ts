import { formatMoney, type Answers, type ModalDefinition, type ModalValues } from '../../engine/core';

/**
 * Values a guard's modal may interpolate from the answers (the income the borrower typed), if it declares them. The
 * currency format is made only when a modal needs it: made when the page's code loads, it held up the app's start. Pure.
 */
export function modalValues(answers: Answers): ModalValues {
  const income = (answers.income as { income?: number } | undefined)?.income;
  return { income: typeof income === 'number' && Number.isFinite(income) ? formatMoney(income) : '' };
}

/** The values a modal's words get: the ones its declaration names (what `npm run flows -- check` holds its texts to). Pure. */
export function declaredValues(modal: ModalDefinition, values: ModalValues = {}): ModalValues {
  return Object.fromEntries((modal.placeholders ?? []).map((name) => [name, values[name]]));
}
