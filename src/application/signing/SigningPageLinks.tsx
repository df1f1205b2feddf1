import Box from '@mui/material/Box';
import { findPage } from '../../../engine/core';
import { PageLinks } from '../link/PageLinks';
import { pagesData } from '../pages-data';

/** The links a signing page declares in flows/application/pages.json (help, the documents, back to signing). */
export function SigningPageLinks({ page, applicationUuid }: { page: string; applicationUuid: string }) {
  const links = findPage(pagesData, page)?.links ?? [];
  return <Box sx={{ mt: 3 }}><PageLinks links={links} applicationUuid={applicationUuid} /></Box>;
}
