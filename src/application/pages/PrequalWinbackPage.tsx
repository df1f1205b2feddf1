import { formatMoney } from '../../../engine/core/calc';
import { acceptRequalify } from '../../api/application-api';
import { useEnvironment } from '../../org/environment';
import { ActionPage } from '../forms/ActionPage';
import { OfferFiguresList } from '../forms/OfferFiguresList';
import type { ApplicationPageProps } from '../page-props';

const money = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? formatMoney(v) : '—');

/** product/prequal-winback: the corrected liens push the CLTV over the limit; the lower-CLTV offer explained → POST requalify. */
export function PrequalWinbackPage({ application, onSubmitted }: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const property = application.property;
  const rows = [
    { id: 'homeValue', label: copy('product.winback.homeValue'), value: money(property?.adjustedHomeAmount) },
    { id: 'lienBalance', label: copy('product.winback.lienBalance'), value: money(property?.lienBalance) },
  ];
  return (
    <ActionPage
      titleKey="product.winback.title"
      bodyKey="product.winback.body"
      actionKey="product.winback.accept"
      action={() => acceptRequalify(application.uuid)}
      onSubmitted={onSubmitted}
    >
      <OfferFiguresList rows={rows} />
    </ActionPage>
  );
}
