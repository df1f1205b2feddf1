import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { progressForPage } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import { useEnvironment } from '../../org/environment';
import { routingData } from '../routing-data';
import { LoanOfficerCard } from '../../shell/loan-officer/LoanOfficerCard';
import { OfferBox } from './OfferBox';
import { ProgressSteps } from './ProgressSteps';
import { PropertyCard } from './PropertyCard';

/** The loan originator who referred the application (referrer.referrerUuid), or null. Pure. */
function referrerOf(application: Application): string | null {
  const uuid = (application.referrer as { referrerUuid?: unknown } | null | undefined)?.referrerUuid;
  return typeof uuid === 'string' && uuid ? uuid : null;
}

/**
 * The "Application progress" sidebar (registration §2; platform §4 "Shell progress"): heading, the default text, the
 * progress steps with the decided page's step current, the offer box, the property card and, for a referred
 * application, the loan officer card. `collapsible` (below
 * 1024 px) turns the heading into a disclosure button that names the current step, closed at first.
 */
export function ApplicationSidebar({ page, application, collapsible }: { page: string; application: Application; collapsible: boolean }) {
  const { copy } = useEnvironment();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const progress = progressForPage(routingData.progress, page, application.status.manualNotary === true);
  const total = progress.labelKeys.length;
  const summary = progress.index < total
    ? copy('sidebar.progress.summary', { current: progress.index + 1, total, step: copy(progress.labelKeys[progress.index]) })
    : copy('sidebar.progress.allDone');
  const expanded = !collapsible || open;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }} data-testid="application-sidebar">
      <Typography variant="h6" component="h2" id="sidebar-heading" sx={{ m: 0 }}>
        {collapsible ? (
          <Button
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            endIcon={open ? <ExpandLess /> : <ExpandMore />}
            sx={{ font: 'inherit', color: 'text.primary', textTransform: 'none', p: 0, width: '100%', justifyContent: 'space-between' }}
          >
            {copy('sidebar.heading')}
          </Button>
        ) : copy('sidebar.heading')}
      </Typography>
      {collapsible ? <Typography variant="body2" sx={{ mt: 0.5 }} data-testid="sidebar-summary">{summary}</Typography> : null}
      <Box id={panelId} hidden={!expanded} sx={{ mt: 2 }}>
        <Typography variant="body2" sx={{ mb: 2 }}>{copy('sidebar.text')}</Typography>
        <ProgressSteps labelKeys={progress.labelKeys} currentIndex={progress.index} />
        <OfferBox application={application} />
        <PropertyCard application={application} />
        {referrerOf(application) ? <LoanOfficerCard referrerUuid={referrerOf(application)!} /> : null}
      </Box>
    </Paper>
  );
}
