import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';
import type { ConsoleApplication } from './console-api';
import { ConsoleSection } from './ConsoleSection';
import { consoleTime } from './SearchResults';

/** A value of any kind as one line of text. Pure. */
export const valueText = (value: unknown): string => (value === null || value === undefined ? '—' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A description list of label → value rows. */
function Facts({ rows }: { rows: [string, string, string?][] }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, '& dd': { m: 0, overflowWrap: 'anywhere' } }}>
      {rows.map(([label, value, testId]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" sx={{ fontWeight: 700 }}>{label}</Typography>
          <Typography component="dd" data-testid={testId}>{value}</Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Who applied, the status and the application's ids and times. */
export function ApplicationSummary({ view }: { view: ConsoleApplication }) {
  const { copy } = useEnvironment();
  const { application: a } = view;
  return (
    <ConsoleSection id="console-summary" title={copy('console.app.summary')}>
      <Facts rows={[
        [copy('console.app.field.status'), a.status.checklistStatus, 'console-status'],
        [copy('console.app.field.borrower'), a.borrower.name || '—'],
        [copy('console.app.field.email'), a.borrower.email],
        [copy('console.app.field.org'), a.orgCode],
        [copy('console.app.field.uuid'), a.uuid],
        [copy('console.app.field.active'), copy(a.active ? 'console.app.yes' : 'console.app.no')],
        [copy('console.app.field.coDeed'), a.coDeedStatus],
        [copy('console.app.field.created'), consoleTime(a.createdAt)],
        [copy('console.app.field.updated'), consoleTime(a.updatedAt)],
      ]} />
    </ConsoleSection>
  );
}

/** The routing decision of the borrower's app for this application: the page and the row or trigger that decided. */
export function RoutingDecision({ routing }: { routing: ConsoleApplication['routing'] }) {
  const { copy } = useEnvironment();
  return (
    <ConsoleSection id="console-routing" title={copy('console.app.routing.title')}>
      <Typography sx={{ mb: 1 }}>{copy('console.app.routing.intro')}</Typography>
      <Facts rows={[[copy('console.app.routing.page'), routing.page, 'console-routing-page'], [copy('console.app.routing.because'), routing.because, 'console-routing-because']]} />
    </ConsoleSection>
  );
}

/** Every status sub-field with its value, as a captioned table. */
export function StatusSubFields({ status }: { status: Record<string, unknown> }) {
  const { copy } = useEnvironment();
  return (
    <ConsoleSection id="console-subfields" title={copy('console.app.subFields.title')}>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell scope="col">{copy('console.app.subFields.field')}</TableCell>
            <TableCell scope="col">{copy('console.app.subFields.value')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {Object.entries(status).map(([field, value]) => (
            <TableRow key={field}>
              <TableCell component="th" scope="row">{field}</TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{valueText(value)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </ConsoleSection>
  );
}
