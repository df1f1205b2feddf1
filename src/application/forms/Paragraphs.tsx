import Typography from '@mui/material/Typography';
import { paragraphs } from './text-parts';

/** Plain text with blank-line paragraphs, as paragraphs. */
export function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {paragraphs(text).map((p, i) => (
        <Typography key={i} sx={{ mb: 2 }}>{p}</Typography>
      ))}
    </>
  );
}
