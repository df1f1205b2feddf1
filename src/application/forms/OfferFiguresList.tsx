import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FigureRow } from './offer-figures';

/** The confirm view's figures as a description list (label, value), one row each. */
export function OfferFiguresList({ rows }: { rows: FigureRow[] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 3, rowGap: 1.5, m: 0, maxWidth: 480 }}>
      {rows.map((r) => (
        <Box key={r.id} sx={{ display: 'contents' }} data-figure={r.id}>
          <Typography component="dt" color="text.secondary">{r.label}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'right' }}>{r.value}</Typography>
        </Box>
      ))}
    </Box>
  );
}
