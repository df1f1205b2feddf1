import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatSlot, type NotaryBooking } from '../../../../engine/core';
import { useEnvironment } from '../../../org/environment';

/** The booked session as a short list: the day, the time with its zone, and (manual notary) the fee. */
export function BookingSummary({ booking }: { booking: NotaryBooking }) {
  const { copy } = useEnvironment();
  const { date, time, zone } = formatSlot(booking.startsAt, booking.timeZone);
  const rows: [string, string][] = [
    [copy('notary.booking.date'), date],
    [copy('notary.booking.time'), `${time} ${zone}`],
    ...(booking.fee > 0 ? [[copy('notary.booking.fee'), copy('notary.booking.feeValue', { fee: booking.fee })] as [string, string]] : []),
  ];
  return (
    <Box component="dl" data-testid="notary-booking" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1, mb: 3 }}>
      {rows.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 600 }}>{term}</Typography>
          <Typography component="dd" sx={{ m: 0 }}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
