import type { PagesFile } from '../../engine/core';
import pages from '../../flows/application/pages.json';

/** flows/application/pages.json: every page of the application, as the page registry and the form page read it. */
export const pagesData = pages as PagesFile;
