import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';

/** The two widths of the preview: the frame's own size in CSS pixels and how much it is scaled down to fit. */
const FRAMES = [
  { key: 'desktop', width: 1280, height: 900, scale: 0.5 },
  { key: 'phone', width: 390, height: 844, scale: 0.75 },
] as const;

/**
 * The preview at a desktop and a phone width, side by side: each a frame of its real width (so the page's own
 * breakpoints apply), scaled down to fit.
 */
export function StudioFrames({ address }: { address: string }) {
  const { copy } = useEnvironment();
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      {FRAMES.map((f) => {
        const label = f.key === 'desktop' ? copy('studio.frame.desktop', { width: f.width }) : copy('studio.frame.phone', { width: f.width });
        return (
          <Box component="figure" key={f.key} sx={{ m: 0 }}>
            <Typography component="figcaption" variant="subtitle2" sx={{ mb: 1 }}>{label}</Typography>
            <Box sx={{ width: f.width * f.scale, height: f.height * f.scale, overflow: 'hidden', border: 1, borderColor: 'divider' }}>
              <Box
                component="iframe" title={label} src={address} data-testid={`studio-frame-${f.key}`}
                sx={{ width: f.width, height: f.height, border: 0, transform: `scale(${f.scale})`, transformOrigin: '0 0' }}
              />
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
