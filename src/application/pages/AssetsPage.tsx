import { confirmAssets } from '../../api/application-api';
import { ActionPage } from '../forms/ActionPage';
import type { ApplicationPageProps } from '../page-props';

/** product/assets: the asset-depletion pre-qualification explained; the borrower goes ahead → POST assets. */
export function AssetsPage({ application, onSubmitted }: ApplicationPageProps) {
  return (
    <ActionPage
      titleKey="product.assets.title"
      bodyKey="product.assets.body"
      actionKey="product.assets.confirm"
      action={() => confirmAssets(application.uuid)}
      onSubmitted={onSubmitted}
    />
  );
}
