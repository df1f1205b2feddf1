/** Where the server serves the files of brands/logos/. */
export const LOGO_PATH = '/brands/logos/';

/** The footer's logos, in brands/logos/: the equal housing lender's, or the credit union's for a brand with that feature. */
export const FOOTER_LOGOS = { equalHousing: 'equal-housing-lender.svg', creditUnion: 'ncua.svg' } as const;

/** The footer's logo file for a brand with these features. Pure. */
export const footerLogoFile = (features: Record<string, boolean>): string =>
  (features.creditUnionLogo === true ? FOOTER_LOGOS.creditUnion : FOOTER_LOGOS.equalHousing);

/** The logo files a brand's pages show, by file name: its own and the footer's. Pure. */
export const pageLogoFiles = (brand: { logo: string; features: Record<string, boolean> }): string[] => [brand.logo, footerLogoFile(brand.features)];
