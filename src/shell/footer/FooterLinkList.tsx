import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import type { FooterLink } from './footer-model';

/** A titled list of links (a heading, then a list labelled by it); `children` are extra list items after the links. */
export function FooterLinkList({ heading, links, children, testId }: { heading: string; links: FooterLink[]; children?: ReactNode; testId: string }) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={testId}>
      <Typography component="h2" variant="subtitle2" id={headingId} sx={{ fontWeight: 700, mb: 1 }}>{heading}</Typography>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
        {links.map((link) => (
          <li key={`${link.href}|${link.label}`}>
            <Link href={link.href} variant="body2" color="inherit" underline="always">{link.label}</Link>
          </li>
        ))}
        {children}
      </Box>
    </Box>
  );
}
