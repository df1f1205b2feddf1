import { appMenuLinks, type AppMenuLink, type AppMenuRow } from './app-menu-links';

/** A link of the additional signer's top bar (flows/platform/shell.json `signerBar`), on the organisation's main site. */
export interface SignerBarRow extends Omit<AppMenuRow, 'feature'> {
  /** Shown only to a signer whose identity is also a broker (platform spec §6: "no Dashboard link unless also broker"). */
  brokersOnly?: boolean;
}

/**
 * The links the additional signer's top bar shows beside Logout: the rows meant for every signer, and the
 * brokers-only rows when the signed-in identity is a broker, as addresses on the organisation's main site; empty
 * without a main site. Pure.
 */
export function signerBarLinks(rows: SignerBarRow[], mainSiteUrl: string | undefined, user: { isBroker: boolean }): AppMenuLink[] {
  return appMenuLinks(rows.filter((row) => !row.brokersOnly || user.isBroker), mainSiteUrl, {});
}
