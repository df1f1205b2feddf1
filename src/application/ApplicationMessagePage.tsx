import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { findPage, messageBodyKey } from '../../engine/core';
import { ApplicationLoadError } from './ApplicationLoadError';
import { DecisionNoticeView } from './decision/DecisionNoticeView';
import { MessageActions } from './MessageActions';
import { MessageStepForm } from './forms/MessageStepForm';
import { usePageNotices } from './PageNotices';
import type { ApplicationPageProps } from './page-props';
import { usePagesData } from './pages-data';
import { PageExtras } from './link/PageExtras';
import { SupportContacts } from './SupportContacts';

/**
 * Every `message` and `next-step` page of flows/application/pages.json: the entry's title (h1 and document title),
 * its notices, its body, the link provider's panel and links (`link`, `links`) (per server status when the entry says so, with the page's values and the Application ID as {loanNumber}), an optional
 * list, the credit decision's notice (`decisionNotice`) and form, the action buttons and the brand's support contacts.
 */
export function ApplicationMessagePage(props: ApplicationPageProps) {
  const { page, application, onSubmitted } = props;
  const { copy } = useEnvironment();
  const { alerts, values: pageValues } = usePageNotices(props);
  const pagesData = usePagesData();
  const declared = findPage(pagesData, page);
  const entry = declared?.kind === 'message' || declared?.kind === 'next-step' ? declared : null;
  const title = entry ? copy(entry.titleKey) : '';
  usePageTitle(title);
  if (!entry) return <ApplicationLoadError />;
  const values = { ...pageValues, loanNumber: application.loanNumber };
  const form = entry.form ? pagesData.forms?.[entry.form] ?? null : null;
  return (
    <div data-testid="message-page" data-kind={entry.kind}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {alerts}
      <Typography sx={{ mb: 2 }}>{copy(messageBodyKey(entry, application.status.checklistStatus), values)}</Typography>
      <PageExtras page={page} application={application} />
      {entry.list ? (
        <Box component="section" aria-labelledby="message-list-heading" sx={{ mb: 2 }}>
          <Typography variant="h6" component="h2" id="message-list-heading" sx={{ mb: 1 }}>{copy(entry.list.headingKey)}</Typography>
          <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
            {entry.list.itemKeys.map((key) => <li key={key}><Typography component="span">{copy(key, values)}</Typography></li>)}
          </Box>
        </Box>
      ) : null}
      {entry.decisionNotice ? <DecisionNoticeView application={application} /> : null}
      {form ? <MessageStepForm form={form} uuid={application.uuid} onSubmitted={onSubmitted} /> : null}
      <MessageActions actions={entry.actions} onSubmitted={onSubmitted} secondary={form !== null} />
      <SupportContacts loanNumber={application.loanNumber} />
    </div>
  );
}
