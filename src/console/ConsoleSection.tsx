import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A section of a console page labelled by its heading (screen readers list it as a region). */
export function ConsoleSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={`${id}-heading`} data-testid={id}>
      <Typography variant="h5" component="h2" id={`${id}-heading`} sx={{ mb: 1.5 }}>{title}</Typography>
      {children}
    </Box>
  );
}
