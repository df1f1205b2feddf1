import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { CopyFamilyValue } from '../../../../engine/core';
import { useEnvironment } from '../../../org/environment';

export interface FundingProgressProps {
  /** The statuses the line passes through to funding, in order (the page's `fundingSteps` value). */
  steps: string[];
  /** The application's status now. */
  status: string;
}

/** The line's way to funding: each step done, in progress or to come (the status is announced politely as it moves). */
export function FundingProgress({ steps, status }: FundingProgressProps) {
  const { copy, copyOf } = useEnvironment();
  const at = steps.indexOf(status);
  const stateOf = (i: number) => (at < 0 || i > at ? 'pending' : i < at || status === 'COMPLETE' ? 'done' : 'current');
  return (
    <Box component="section" aria-labelledby="funding-progress-heading" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" id="funding-progress-heading" sx={{ mb: 1 }}>{copy('funding.progress.heading')}</Typography>
      <Box component="ol" aria-live="polite" sx={{ pl: 3, m: 0, '& li': { mb: 0.5 } }} data-testid="funding-progress">
        {steps.map((step, i) => (
          <li key={step} aria-current={stateOf(i) === 'current' ? 'step' : undefined} data-state={stateOf(i)}>
            <Typography component="span" sx={{ fontWeight: stateOf(i) === 'current' ? 600 : 400 }}>
              {copyOf('funding.progress.*', step as CopyFamilyValue<'funding.progress.*'>)} — {copyOf('funding.progress.*', stateOf(i))}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
