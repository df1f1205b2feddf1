import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useEnvironment } from '../../org/environment';
import { fetchStateLicenses, type StateLicense } from './footer-api';

/** The organisation's state licence list from the API, as list items; nothing while loading or when the call fails. */
export function FooterLicenses() {
  const { copy, org } = useEnvironment();
  const [licenses, setLicenses] = useState<StateLicense[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchStateLicenses(org.orgCode).then((list) => { if (live) setLicenses(list); }, () => undefined);
    return () => { live = false; };
  }, [org.orgCode]);
  if (!licenses) return null;
  return (
    <Box component="ul" data-testid="footer-licenses-list" data-count={licenses.length}
      sx={{ listStyle: 'none', m: 0, mt: 1, p: 0, display: 'grid', gap: 0.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}>
      {licenses.map((l) => (
        <Typography component="li" variant="body2" key={l.abbrev}>{copy('footer.licenses.item', { ...l })}</Typography>
      ))}
    </Box>
  );
}
