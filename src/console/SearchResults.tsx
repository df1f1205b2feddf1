import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { COPY_FAMILIES } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import type { SearchAnswer } from './console-api';
import { CONSOLE_PAGES } from './console-paths';

/** An ISO time as the console shows it: the UTC date and minute. Pure. */
export const consoleTime = (iso: string): string => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;

/** A page of search results: the count (announced), a captioned table, and the previous and next pages. */
export function SearchResults({ answer, onPage }: { answer: SearchAnswer; onPage: (page: number) => void }) {
  const { copy, copyOf } = useEnvironment();
  const pages = Math.max(1, Math.ceil(answer.total / answer.pageSize));
  if (!answer.items.length) return <Typography role="status" data-testid="console-search-empty">{copy('console.search.empty')}</Typography>;
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }} data-testid="console-search-count">{copy('console.search.count', { total: answer.total })}</Typography>
      <TableContainer sx={{ mb: 2 }}>
        <Table size="small" data-testid="console-search-results" sx={{ tableLayout: 'fixed', minWidth: 720 }}>
          <caption>{copy('console.search.table')}</caption>
          <TableHead>
            <TableRow>
              {COPY_FAMILIES['console.search.col.*'].values.map((col) => <TableCell key={col} scope="col">{copyOf('console.search.col.*', col)}</TableCell>)}
            </TableRow>
          </TableHead>
          <TableBody>
            {answer.items.map((hit) => (
              <TableRow key={hit.uuid} data-testid="console-search-row">
                <TableCell component="th" scope="row"><Link component={RouterLink} to={CONSOLE_PAGES.application(hit.uuid)}>{hit.loanNumber}</Link></TableCell>
                <TableCell>{hit.name}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{hit.email}</TableCell>
                <TableCell>{hit.status}</TableCell>
                <TableCell><time dateTime={hit.createdAt}>{consoleTime(hit.createdAt)}</time></TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <Box component="nav" aria-label={copy('console.search.pagination')} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <Button variant="outlined" size="small" disabled={answer.page <= 1} onClick={() => onPage(answer.page - 1)}>{copy('console.search.previous')}</Button>
        <Typography variant="body2">{copy('console.search.pageOf', { page: answer.page, pages })}</Typography>
        <Button variant="outlined" size="small" disabled={answer.page >= pages} onClick={() => onPage(answer.page + 1)}>{copy('console.search.next')}</Button>
      </Box>
    </>
  );
}
