import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';

/** A page that is a heading and words from the brand's copy (support, account setup, not accepting applications). */
export function MessagePage({ titleKey, bodyKey, children }: { titleKey: string; bodyKey: string; children?: ReactNode }) {
  const { copy } = useEnvironment();
  usePageTitle(copy(titleKey));
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy(titleKey)}</Typography>
      <Typography sx={{ mb: 3 }}>{copy(bodyKey)}</Typography>
      {children}
    </>
  );
}
