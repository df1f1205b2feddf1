import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { applicationPagePath, type PageLink } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';

/** The page's links to the pages that stand in for it (pages.json `links`), keeping the query (org and the rest). */
export function PageLinks({ links, applicationUuid }: { links: PageLink[]; applicationUuid: string }) {
  const { copy } = useEnvironment();
  const { search } = useLocation();
  if (links.length === 0) return null;
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mb: 3 }}>
      {links.map((link) => (
        <Button key={link.page} component={RouterLink} to={`${applicationPagePath(applicationUuid, link.page)}${search}`} variant="text">
          {copy(link.textKey)}
        </Button>
      ))}
    </Stack>
  );
}
