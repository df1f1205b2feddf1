import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId, useMemo } from 'react';
import { useEnvironment } from '../../org/environment';
import { footerModel } from './footer-model';
import { FooterLinkList } from './FooterLinkList';
import { useAfterIdle } from './use-after-idle';
import { Logo } from '../logo/Logo';

// The API-driven parts load (code and data) only once the page is idle, so they stay off the first step's path.
const FooterHours = lazy(() => import('./FooterHours').then((m) => ({ default: m.FooterHours })));
const FooterLicenses = lazy(() => import('./FooterLicenses').then((m) => ({ default: m.FooterLicenses })));

/**
 * The legal footer of every page, all words and switches from brand and organisation data: legal links, customer
 * service contact and hours, extra organisation links, the state licence list, the equal housing (or credit-union)
 * logo, the company line and the notices.
 */
export function SiteFooter() {
  const { org, brand, copy } = useEnvironment();
  const idle = useAfterIdle();
  const licensesId = useId();
  const model = useMemo(() => footerModel({
    orgCode: org.orgCode, orgMetaData: org.orgMetaData, features: brand.features, rules: brand.rules, support: brand.support, copy,
  }), [org, brand, copy]);
  const hoursFallback = <Typography component="li" variant="body2" data-testid="footer-hours-fallback">{copy('footer.hours.fallback')}</Typography>;
  return (
    <Box component="footer" sx={{ py: 4, borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', color: 'text.primary' }}>
      <Container maxWidth="md" sx={{ display: 'grid', gap: 3 }}>
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: 'repeat(auto-fit, minmax(200px, 1fr))' } }}>
          <FooterLinkList heading={copy('footer.legal.heading')} links={model.legal} testId="footer-legal" />
          <FooterLinkList heading={copy('footer.contact.heading')} links={[model.email, model.phone]} testId="footer-contact">
            <li>
              <Typography component="h3" variant="body2" sx={{ fontWeight: 700, mt: 0.5 }}>{copy('footer.hours.heading')}</Typography>
              <Box component="ul" data-testid="footer-hours" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                {idle ? <Suspense fallback={hoursFallback}><FooterHours /></Suspense> : hoursFallback}
              </Box>
            </li>
          </FooterLinkList>
          {model.more.length ? <FooterLinkList heading={copy('footer.more.heading')} links={model.more} testId="footer-more" /> : null}
        </Box>
        <Box component="section" aria-labelledby={licensesId} data-testid="footer-licenses">
          <Typography component="h2" variant="subtitle2" id={licensesId} sx={{ fontWeight: 700 }}>{copy('footer.licenses.heading')}</Typography>
          <details>
            <Typography component="summary" variant="body2" sx={{ cursor: 'pointer', mt: 0.5 }}>{copy('footer.licenses.summary')}</Typography>
            {idle ? <Suspense fallback={null}><FooterLicenses /></Suspense> : null}
          </details>
        </Box>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
          <Logo src={model.logo.src} alt={model.logo.alt} height={48} testId="footer-logo" style={{ flex: 'none' }} />
          <Box sx={{ display: 'grid', gap: 1 }} data-testid="footer-notices">
            {model.company ? <Typography variant="body2" data-testid="footer-company">{model.company}</Typography> : null}
            {model.notices.map((notice) => <Typography variant="body2" key={notice}>{notice}</Typography>)}
            <Typography variant="body2">{copy('fcra.notice')}</Typography>
          </Box>
        </Box>
      </Container>
    </Box>
  );
}
