import { createContext, useContext } from 'react';
import { createCopy, type Copy } from '../../engine/core';
import constants from '../../flows/constants.json';
import { toSwitches, type FlagData, type OrgData, type PageBrand } from './page-data';

/** What every page knows about where it runs: organisation, brand, copy, flags and constants. */
export interface Environment {
  org: OrgData;
  brand: PageBrand;
  copy: Copy;
  flags: Record<string, boolean>;
  experiments: Record<string, boolean>;
  flagData: FlagData;
  constants: typeof constants;
}

/** Builds the environment from the page data. Pure. */
export function createEnvironment(org: OrgData, flagData: FlagData): Environment {
  const brand = org.orgMetaData.brand;
  return {
    org, brand, copy: createCopy(brand), flagData, constants,
    flags: toSwitches(flagData.flags), experiments: toSwitches(flagData.experiments),
  };
}

export const EnvironmentContext = createContext<Environment | null>(null);

/** The current environment; throws outside the app root. */
export function useEnvironment(): Environment {
  const env = useContext(EnvironmentContext);
  if (!env) throw new Error('useEnvironment outside EnvironmentContext');
  return env;
}
