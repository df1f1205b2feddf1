import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useEnvironment } from '../org/environment';
import type { StudioProblem } from './studio-api';

/** The data check's verdict, kept up to date: every problem in the words `npm run flows -- check` prints, or that there is none. */
export function StudioProblems({ problems }: { problems: StudioProblem[] }) {
  const { copy } = useEnvironment();
  return (
    <Box aria-live="polite" data-testid="studio-problems">
      {problems.length === 0 ? <Alert severity="success">{copy('studio.problems.none')}</Alert> : (
        <Alert severity="error">
          {copy('studio.problems.title', { count: problems.length })}
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2 }}>
            {problems.map((p) => <li key={p.line}><Box component="code" sx={{ fontSize: '0.85rem', wordBreak: 'break-word' }}>{p.line}</Box></li>)}
          </Box>
        </Alert>
      )}
    </Box>
  );
}
