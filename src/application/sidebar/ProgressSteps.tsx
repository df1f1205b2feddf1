import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import { useEnvironment } from '../../org/environment';

/** Read by screen readers, not shown (px strings: in sx a bare 1 would mean 100%). */
const visuallyHidden = { position: 'absolute', width: '1px', height: '1px', m: '-1px', p: 0, border: 0, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } as const;

/**
 * The progress bar as an ordered list: steps before `currentIndex` are done (a check and a hidden "completed"), the
 * step at `currentIndex` is aria-current="step"; an index past the last step means every step is done.
 */
export function ProgressSteps({ labelKeys, currentIndex }: { labelKeys: string[]; currentIndex: number }) {
  const { copy } = useEnvironment();
  return (
    <Box component="ol" aria-label={copy('sidebar.progress.label')} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2 }}>
      {labelKeys.map((key, i) => {
        const done = i < currentIndex;
        const current = i === currentIndex;
        return (
          <Box
            component="li"
            key={key}
            aria-current={current ? 'step' : undefined}
            data-state={done ? 'done' : current ? 'current' : 'todo'}
            sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 0.75, fontWeight: current ? 700 : 400, color: done || current ? 'text.primary' : 'text.secondary' }}
          >
            <Box
              aria-hidden
              sx={{
                width: 24, height: 24, flex: '0 0 24px', borderRadius: '50%', display: 'grid', placeItems: 'center', fontSize: 13,
                border: done ? 0 : 2, borderColor: current ? 'primary.main' : 'divider',
                bgcolor: current ? 'primary.main' : 'transparent', color: current ? 'primary.contrastText' : 'primary.main',
              }}
            >
              {done ? <CheckCircle sx={{ fontSize: 24 }} /> : i + 1}
            </Box>
            <span>
              {copy(key)}
              {done ? <Box component="span" sx={visuallyHidden}>{` (${copy('sidebar.progress.completed')})`}</Box> : null}
            </span>
          </Box>
        );
      })}
    </Box>
  );
}
