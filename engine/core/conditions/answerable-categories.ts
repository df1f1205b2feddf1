/** Who a condition is addressed to: the borrower, or an additional signer (co-owner) of the application. */
export type ConditionAddressee = 'BORROWER' | 'SIGNER';

/** flows/platform/signer-pages.json `conditions`, as far as the choice reads it: the flag of the signer's conditions pages and the pages they have. */
export interface SignerConditionsSetting {
  flag: string;
  locations: readonly string[];
}

/**
 * Whether an additional signer has conditions pages at all: the flag of signer-pages.json `conditions`
 * (`fe-heloc-additional-signer-conditions`) is on in the brand's switches (QA overrides applied by the caller). Pure;
 * throws nothing.
 */
export const signerConditionsOn = (setting: Pick<SignerConditionsSetting, 'flag'>, flags: Readonly<Record<string, boolean>>): boolean =>
  flags[setting.flag] === true;

/**
 * The condition categories each addressee can answer, in the order of `categories` (conditions.json): the borrower
 * every category; a signer only while their conditions pages are on (`signerConditions`, from signerConditionsOn) and
 * only the categories taken care of on one of their pages (`setting.locations`). What staff may raise for whom, in the
 * console's form and on the server alike. Pure; throws nothing.
 */
export function answerableCategories(
  categories: Readonly<Record<string, { location: string }>>,
  setting: Pick<SignerConditionsSetting, 'locations'>,
  signerConditions: boolean,
): Record<ConditionAddressee, string[]> {
  const all = Object.keys(categories);
  return {
    BORROWER: all,
    SIGNER: signerConditions ? all.filter((id) => setting.locations.includes(categories[id].location)) : [],
  };
}
