import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { formatBusinessHours, type BusinessHoursRow } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { fetchDepartmentHours, PHONE_DEPARTMENT } from './footer-api';

const localIsoDate = (d: Date) => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/**
 * The customer-service phone line's operating hours from the operating-hours API, as Pacific-time ranges. Shows the
 * brand's support hours until the answer arrives, and keeps them if the call fails. Loaded after the page is idle.
 */
export function FooterHours() {
  const { copy } = useEnvironment();
  const [rows, setRows] = useState<BusinessHoursRow[] | null>(null);
  useEffect(() => {
    let live = true;
    fetchDepartmentHours(PHONE_DEPARTMENT)
      .then((hours) => formatBusinessHours(hours.weekdays, { sourceZone: hours.timeZone, on: localIsoDate(new Date()) }))
      .then((formatted) => { if (live) setRows(formatted); }, () => undefined);
    return () => { live = false; };
  }, []);
  if (!rows) return <Typography component="li" variant="body2" data-testid="footer-hours-fallback">{copy('footer.hours.fallback')}</Typography>;
  return (
    <>
      {rows.map((row) => (
        <Typography component="li" variant="body2" key={row.days} data-testid="footer-hours-row">
          {row.open ? copy('footer.hours.open', { days: row.days, start: row.start, end: row.end }) : copy('footer.hours.closed', { days: row.days })}
        </Typography>
      ))}
    </>
  );
}
