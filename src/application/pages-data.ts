import { createContext, useContext } from 'react';
import type { PagesFile } from '../../engine/core';
import pages from '../../flows/application/pages.json';

/** flows/application/pages.json: every page of the application, as the page registry and the form page read it. */
export const pagesData = pages as PagesFile;

/**
 * The pages file the page components read: the bundled one, unless a provider gives another (the preview studio gives
 * the file as the server reads it now).
 */
export const PagesDataContext = createContext<PagesFile>(pagesData);

/** The pages file of the nearest PagesDataContext (the bundled file by default). */
export const usePagesData = (): PagesFile => useContext(PagesDataContext);
