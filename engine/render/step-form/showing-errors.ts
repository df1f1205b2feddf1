/**
 * The attribute a step's wrapper carries from a Continue that shows errors until the frame after them: the page's
 * styles turn the labels' and notches' transitions off under it, so the field focused ahead of the errors' classes
 * moves its label at once, as an errored field does, and starts no transition the errors would cancel in their frame.
 */
export const SHOWING_ERRORS = 'data-showing-errors';
