import { useMemo } from 'react';
import { appMenuLinks, type AppMenuLink } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { mainSiteUrl, shellData } from './shell-data';

/** The app menu's links for this brand: main-site destinations, feature-gated rows only when the feature is on. */
export function useAppLinks(): AppMenuLink[] {
  const { org, brand } = useEnvironment();
  return useMemo(() => appMenuLinks(shellData.appMenu, mainSiteUrl(org), brand.features), [org, brand.features]);
}
