import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { COPY_FAMILIES } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import { fetchConsoleDocument, type ConsoleApplication } from './console-api';
import { ConsoleSection } from './ConsoleSection';
import { consoleTime } from './SearchResults';
import { useMay } from './use-staff';

/** The application's documents; a role that may open documents opens one in a new tab (fetched with the staff token). */
export function ApplicationDocuments({ view }: { view: ConsoleApplication }) {
  const { copy, copyOf } = useEnvironment();
  const mayOpen = useMay('openDocument');
  const [failed, setFailed] = useState(false);
  const open = async (documentUuid: string) => {
    setFailed(false);
    // The tab opens on the click (pop-up blockers allow it), then shows the bytes once they arrive.
    const tab = window.open('', '_blank');
    try {
      const blob = await fetchConsoleDocument(view.application.uuid, documentUuid);
      const url = URL.createObjectURL(blob);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch {
      tab?.close();
      setFailed(true);
    }
  };
  return (
    <ConsoleSection id="console-documents" title={copy('console.app.documents.title')}>
      {failed ? <Alert severity="error" role="alert" sx={{ mb: 1 }}>{copy('console.app.documents.openFailed')}</Alert> : null}
      {view.documents.length === 0 ? <Typography>{copy('console.app.documents.empty')}</Typography> : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {COPY_FAMILIES['console.app.documents.col.*'].values.map((col) => <TableCell key={col} scope="col">{copyOf('console.app.documents.col.*', col)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {view.documents.map((d) => (
              <TableRow key={d.uuid} data-testid="console-document">
                <TableCell component="th" scope="row">
                  {mayOpen ? (
                    <Button variant="text" size="small" onClick={() => void open(d.uuid)} aria-label={copy('console.app.documents.open', { fileName: d.fileName })}>{d.fileName}</Button>
                  ) : d.fileName}
                </TableCell>
                <TableCell>{d.documentType}</TableCell>
                <TableCell>{d.sizeBytes}</TableCell>
                <TableCell><time dateTime={d.createdAt}>{consoleTime(d.createdAt)}</time></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ConsoleSection>
  );
}
