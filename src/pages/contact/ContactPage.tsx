import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useAtomValue } from 'jotai';
import { useEnvironment } from '../../org/environment';
import { applicationAtom } from '../../state/registration-atoms';
import { FooterHours } from '../../shell/footer/FooterHours';
import { ShellPageFrame } from '../../shell/nav/ShellPageFrame';
import { usePageTitle } from '../../shell/use-page-title';

/** The support phone as a tel: link target, +1 and the 10 national digits (as the footer writes it). */
const telOf = (phone: string) => `tel:+1${phone.replace(/\D/g, '').replace(/^1(?=\d{10}$)/, '')}`;

/**
 * Contact (platform §2): the brand's support phone (tel:) and e-mail (mailto:), the operating hours in Pacific time
 * from the operating-hours API (the footer's component), and the Application ID to have ready, when there is one.
 */
export function ContactPage() {
  const { copy, brand } = useEnvironment();
  usePageTitle(copy('page.contact'));
  const application = useAtomValue(applicationAtom);
  const { phone, email } = brand.support;
  return (
    <ShellPageFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('page.contact')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('contact.intro')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, m: 0, mb: 3, '& dd': { m: 0 } }}>
        <Typography component="dt" sx={{ fontWeight: 700 }}>{copy('contact.phone')}</Typography>
        <Typography component="dd"><Link href={telOf(phone)} data-testid="contact-phone">{phone}</Link></Typography>
        <Typography component="dt" sx={{ fontWeight: 700 }}>{copy('contact.email')}</Typography>
        <Typography component="dd"><Link href={`mailto:${email}`} data-testid="contact-email">{email}</Link></Typography>
      </Box>
      <Box component="section" aria-labelledby="contact-hours" sx={{ mb: 3 }}>
        <Typography variant="h5" component="h2" id="contact-hours" sx={{ mb: 1 }}>{copy('footer.hours.heading')}</Typography>
        <Box component="ul" data-testid="contact-hours" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          <FooterHours />
        </Box>
      </Box>
      {application ? <Typography data-testid="contact-application-id">{copy('contact.applicationHint', { loanNumber: application.loanNumber })}</Typography> : null}
    </ShellPageFrame>
  );
}
