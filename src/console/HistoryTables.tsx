import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { COPY_FAMILIES } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import type { ConsoleApplication } from './console-api';
import { valueText } from './ApplicationSummary';
import { ConsoleSection } from './ConsoleSection';
import { consoleTime } from './SearchResults';

/** A table head of copy keys. */
function Head({ family }: { family: 'console.app.history.col.*' | 'console.app.audit.col.*' }) {
  const { copyOf } = useEnvironment();
  return <TableHead><TableRow>{COPY_FAMILIES[family].values.map((c) => <TableCell key={c} scope="col">{copyOf(family, c)}</TableCell>)}</TableRow></TableHead>;
}

/** The status changes, oldest first: when, from, to, by whom (staff or the borrower's calls and the system) and why. */
export function HistoryTable({ history }: { history: ConsoleApplication['history'] }) {
  const { copy } = useEnvironment();
  return (
    <ConsoleSection id="console-history" title={copy('console.app.history.title')}>
      {history.length === 0 ? <Typography>{copy('console.app.history.empty')}</Typography> : (
        <Table size="small">
          <Head family="console.app.history.col.*" />
          <TableBody>
            {history.map((h, i) => (
              <TableRow key={`${h.at}-${i}`} data-testid="console-history-row">
                <TableCell component="th" scope="row"><time dateTime={h.at}>{consoleTime(h.at)}</time></TableCell>
                <TableCell>{h.from ?? copy('console.app.history.created')}</TableCell>
                <TableCell>{h.to}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.staffEmail ?? copy('console.app.history.system')}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{h.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ConsoleSection>
  );
}

/** The staff actions on this application, newest first. */
export function AuditTable({ audit }: { audit: ConsoleApplication['audit'] }) {
  const { copy, copyOf } = useEnvironment();
  return (
    <ConsoleSection id="console-audit" title={copy('console.app.audit.title')}>
      {audit.length === 0 ? <Typography>{copy('console.app.audit.empty')}</Typography> : (
        <Table size="small">
          <Head family="console.app.audit.col.*" />
          <TableBody>
            {audit.map((a) => (
              <TableRow key={a.uuid} data-testid="console-audit-row">
                <TableCell component="th" scope="row"><time dateTime={a.at}>{consoleTime(a.at)}</time></TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{`${a.staffEmail} (${copyOf('console.role.*', a.role)})`}</TableCell>
                <TableCell>{copyOf('console.action.*', a.action)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.before === null && a.after === null ? '—' : `${valueText(a.before)} → ${valueText(a.after)}`}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{a.reason ?? '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ConsoleSection>
  );
}
