import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { useEnvironment } from '../org/environment';
import { applicationAtom } from '../state/registration-atoms';
import { SiteFooter } from './footer/SiteFooter';
import { SiteBanners } from './banners/SiteBanners';

/** The page frame: skip link, brand header with the Application ID once it exists, main content, support footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { brand, copy } = useEnvironment();
  const application = useAtomValue(applicationAtom);
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <Link href="#main" className="skip-link" sx={{ position: 'absolute', left: -9999, '&:focus': { left: 16, top: 8, zIndex: 10, bgcolor: 'background.paper', p: 1 } }}>
        {copy('app.skipToContent')}
      </Link>
      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container maxWidth="md" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', py: 1.5, gap: 2 }}>
          <a href="/account/heloc/register-v2" aria-label={copy('app.logoAlt')}>
            <img src={brand.logoUrl} alt="" height={36} style={{ display: 'block', maxWidth: '60vw' }} />
          </a>
          {application ? (
            <Typography variant="body2" data-testid="application-id">{copy('app.applicationId', { loanNumber: application.loanNumber })}</Typography>
          ) : null}
        </Container>
      </Box>
      <SiteBanners />
      <Container component="main" id="main" tabIndex={-1} maxWidth="sm" sx={{ flex: 1, py: { xs: 3, sm: 5 } }}>
        {children}
      </Container>
      <SiteFooter />
    </Box>
  );
}
