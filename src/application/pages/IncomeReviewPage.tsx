import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { applicationPagePath, incomeSourceRows, type IncomeMethodsData } from '../../../engine/core';
import incomeMethods from '../../../flows/application/income-methods.json';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { usePageContext, usePageNotices } from '../PageNotices';
import type { ApplicationPageProps } from '../page-props';
import { SupportContacts } from '../SupportContacts';

const methodsData = incomeMethods as unknown as IncomeMethodsData;

/**
 * income/review: each income source of the application with its state and the ways to verify it
 * (flows/application/income-methods.json): link a payroll or bank account, or upload documents — each a page that
 * stands in for this one. The page's notices (a link that did not finish, the IRS maintenance) come first.
 */
export function IncomeReviewPage(props: ApplicationPageProps) {
  const { copy, copyOf } = useEnvironment();
  const { search } = useLocation();
  const context = usePageContext(props);
  const { alerts } = usePageNotices(props);
  const rows = useMemo(() => incomeSourceRows(methodsData, context), [context]);
  const title = copy('income.review.title');
  usePageTitle(title);
  return (
    <div data-testid="income-review">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {alerts}
      <Typography sx={{ mb: 3 }}>{copy('income.review.body')}</Typography>
      {rows.map((row, i) => {
        const headingId = `income-source-${i}`;
        return (
          <Box component="section" key={headingId} aria-labelledby={headingId} data-testid="income-source" sx={{ mb: 4 }}>
            <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1 }}>
              {copy('income.review.source', { employmentType: copyOf('employment.*', row.employmentType) })}
            </Typography>
            {row.state ? (
              <Alert severity={row.state.severity} role="status" sx={{ mb: 2 }} data-testid="income-source-state">{copy(row.state.textKey)}</Alert>
            ) : null}
            <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>{copy('income.review.methodsLabel')}</Typography>
            <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
              {row.methods.map((method) => (
                <li key={method.id}>
                  <Card variant="outlined">
                    <CardActionArea component={RouterLink} to={`${applicationPagePath(props.application.uuid, method.page)}${search}`} data-method={method.id}>
                      <CardContent>
                        <Typography variant="subtitle1" component="span" sx={{ display: 'block', fontWeight: 600 }}>{copy(method.titleKey)}</Typography>
                        <Typography variant="body2" component="span" sx={{ display: 'block' }}>{copy(method.bodyKey)}</Typography>
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </li>
              ))}
            </Box>
          </Box>
        );
      })}
      <SupportContacts loanNumber={props.application.loanNumber} />
    </div>
  );
}
