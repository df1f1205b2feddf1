import Alert from '@mui/material/Alert';
import { useMemo } from 'react';
import { findPage, pageNotices } from '../../engine/core';
import { useEnvironment } from '../org/environment';
import type { ApplicationPageProps } from './page-props';
import { usePagesData } from './pages-data';

/** The page context of flows/application/pages.json rules: the application, its status, the profile, flags and constants. */
export function usePageContext(props: Pick<ApplicationPageProps, 'application' | 'profile'>) {
  const { flags, constants } = useEnvironment();
  const { application, profile } = props;
  return useMemo(() => ({ application, status: application.status, profile, flags, constants }), [application, profile, flags, constants]);
}

/**
 * The page's declared values and notices (pages.json `values`, `notices`): each notice whose rule holds, as an alert
 * (`status` for info, `alert` otherwise) with its copy interpolated with the values.
 */
export function usePageNotices(props: Pick<ApplicationPageProps, 'page' | 'application' | 'profile'>) {
  const { copy } = useEnvironment();
  const context = usePageContext(props);
  const pagesData = usePagesData();
  return useMemo(() => {
    const declared = findPage(pagesData, props.page);
    const { notices, values } = declared ? pageNotices(declared, context) : { notices: [], values: {} };
    const alerts = notices.map((n) => (
      <Alert key={n.textKey} severity={n.severity} role={n.severity === 'info' ? 'status' : 'alert'} sx={{ mb: 3 }}>{copy(n.textKey, values)}</Alert>
    ));
    return { alerts, values };
  }, [props.page, context, copy, pagesData]);
}
