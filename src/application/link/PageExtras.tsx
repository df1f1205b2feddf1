import { findPage } from '../../../engine/core';
import type { ApplicationPageProps } from '../page-props';
import { usePagesData } from '../pages-data';
import { LinkPanel } from './LinkPanel';
import { PageLinks } from './PageLinks';

/**
 * What any page may declare besides its content (pages.json `link` and `links`): the link provider's panel and the
 * links to the pages that stand in for it. `primaryLink`: the panel's button is the page's main one.
 */
export function PageExtras({ page, application, primaryLink = true }: Pick<ApplicationPageProps, 'page' | 'application'> & { primaryLink?: boolean }) {
  const declared = findPage(usePagesData(), page);
  if (!declared) return null;
  return (
    <>
      {declared.link ? <LinkPanel launcher={declared.link} applicationUuid={application.uuid} primary={primaryLink} /> : null}
      <PageLinks links={declared.links ?? []} applicationUuid={application.uuid} />
    </>
  );
}
