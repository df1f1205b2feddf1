import { createContext, useContext } from 'react';
import { createCopy, createCopyOf, type Copy, type CopyOf } from '../../engine/core';
import constants from '../../flows/constants.json';
import { toSwitches, type FlagData, type OrgData, type PageBrand } from './page-data';

/** What every page knows about where it runs: organisation, brand, copy, flags and constants. */
export interface Environment {
  org: OrgData;
  brand: PageBrand;
  copy: Copy;
  /** The words of one value of a copy key family (engine/core/brand/copy-families.ts). */
  copyOf: CopyOf;
  flags: Record<string, boolean>;
  experiments: Record<string, boolean>;
  flagData: FlagData;
  constants: typeof constants;
}

/** Builds the environment from the page data. Pure. */
export function createEnvironment(org: OrgData, flagData: FlagData): Environment {
  const brand = org.orgMetaData.brand;
  const copy = createCopy(brand);
  return {
    org, brand, copy, copyOf: createCopyOf(copy), flagData, constants,
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
