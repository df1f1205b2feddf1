import Box from '@mui/material/Box';

/** Label and value pairs as a description list, label left and value right. */
export function DetailList({ rows }: { rows: [string, string][] }) {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.75, fontSize: 14 }}>
      {rows.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ color: 'text.secondary' }}>{label}</Box>
          <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Box>
        </Box>
      ))}
    </Box>
  );
}
