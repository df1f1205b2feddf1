/**
 * The parts of an address the "Address not listed" inputs ask for, in their order: the values of the copy family
 * `address.*` (each input's label; engine/core/brand/copy-families.ts).
 */
export const ADDRESS_PARTS = ['street1', 'street2', 'city', 'state', 'zip'] as const;

/** One part of a typed address. */
export type AddressPart = (typeof ADDRESS_PARTS)[number];
