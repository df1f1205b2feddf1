import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';

/** The brand's support phone (tel: link), e-mail (mailto: link) and hours, under a "Need help?" heading. */
export function SupportContacts({ loanNumber }: { loanNumber?: string }) {
  const { copy, brand } = useEnvironment();
  const { phone, email, hours } = brand.support ?? {};
  return (
    <Box component="section" aria-labelledby="support-heading" data-testid="support-contacts" sx={{ mt: 4, pt: 3, borderTop: 1, borderColor: 'divider' }}>
      <Typography variant="h6" component="h2" id="support-heading" sx={{ mb: 1 }}>{copy('appPage.support.heading')}</Typography>
      <Typography sx={{ mb: 1 }}>{loanNumber ? copy('appPage.support.bodyWithId', { loanNumber }) : copy('appPage.support.body')}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, '& li': { py: 0.25 } }}>
        {phone ? <li>{copy('appPage.support.phone')} <Link href={`tel:${phone.replace(/[^0-9+]/g, '')}`}>{phone}</Link></li> : null}
        {email ? <li>{copy('appPage.support.email')} <Link href={`mailto:${email}`}>{email}</Link></li> : null}
        {hours ? <li>{copy('appPage.support.hours', { hours })}</li> : null}
      </Box>
    </Box>
  );
}
