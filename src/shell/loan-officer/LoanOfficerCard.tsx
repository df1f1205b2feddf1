import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useEnvironment } from '../../org/environment';
import { useLoanOriginator } from './use-loan-originator';

/** The initials of a name ('Dana Whitfield' → 'DW'). Pure. */
export const initialsOf = (name: string) => name.split(/\s+/).filter(Boolean).map((w) => w[0]).slice(0, 2).join('').toUpperCase();

/** The digits of a phone number for a tel: link. Pure. */
export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The loan officer or broker side panel (platform §1, §6): read-only contact details of the application's referrer —
 * avatar, originator and broker names, NMLS, e-mail and phone links. Nothing until the details are read.
 */
export function LoanOfficerCard({ referrerUuid }: { referrerUuid: string }) {
  const { copy } = useEnvironment();
  const o = useLoanOriginator(referrerUuid);
  if (!o) return null;
  const rows: [string, ReactNode][] = [
    ...(o.brokerName ? [[copy('loanOfficer.broker'), o.brokerName] as [string, string]] : []),
    [copy('loanOfficer.nmls'), o.nmls],
    [copy('loanOfficer.email'), <Link key="email" href={`mailto:${o.email}`}>{o.email}</Link>],
    [copy('loanOfficer.phone'), <Link key="phone" href={telHref(o.phoneNumber)}>{o.phoneNumber}</Link>],
  ];
  return (
    <Box component="section" aria-labelledby="sidebar-loan-officer-heading" data-testid="loan-officer" sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id="sidebar-loan-officer-heading" sx={{ fontWeight: 700, mb: 1 }}>{copy('loanOfficer.heading')}</Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
        <Avatar src={o.avatarUri ?? undefined} alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <span aria-hidden>{initialsOf(o.originatorName)}</span>
        </Avatar>
        <Typography sx={{ fontWeight: 600 }} data-testid="loan-officer-name">{o.originatorName}</Typography>
      </Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14 }}>
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>{label}</Box>
            <Box component="dd" sx={{ m: 0, textAlign: 'right', overflowWrap: 'anywhere' }}>{value}</Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
