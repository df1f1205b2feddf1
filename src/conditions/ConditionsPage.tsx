import { useSearchParams } from 'react-router-dom';
import { applicationPagePath } from '../../engine/core';
import type { ApplicationPageProps } from '../application/page-props';
import { ConditionsView } from './ConditionsView';
import { locationOf } from './conditions-data';

/**
 * The borrower's conditions pages (pages.json `conditions`, `conditions/{location}`): the shared view on the
 * application; when the server's answer changes the host re-reads the application, so a lifted hold moves the
 * borrower on.
 */
export function ConditionsPage({ page, application, onSubmitted }: ApplicationPageProps) {
  const [params] = useSearchParams();
  const query = { conditionUuid: params.get('conditionUuid'), conditionType: params.get('conditionType'), conditionEnum: params.get('conditionEnum') };
  return (
    <ConditionsView applicationUuid={application.uuid} location={locationOf(page.replace(/^conditions\/?/, ''))} query={query}
      base={applicationPagePath(application.uuid, 'conditions')} onChange={() => void onSubmitted()} />
  );
}
