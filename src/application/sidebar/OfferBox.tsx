import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatMoney, formatPercent, type CopyFamilyValue } from '../../../engine/core';
import type { Application } from '../../api/registration-api';
import { useEnvironment } from '../../org/environment';
import { DetailList } from './DetailList';
import { offerSummary } from './sidebar-model';

/**
 * The offer box (registration §2 "Sidebar"): APR, initial draw, monthly payment and term with the rate type, only when
 * rate > 0 and amount > 0. The brand feature ageRestrictedInterestOnly (the 62+ variant) leaves out term and rate
 * type and makes the payment interest only.
 */
export function OfferBox({ application }: { application: Application }) {
  const { copy, copyOf, brand } = useEnvironment();
  const offer = offerSummary(application, brand.features?.ageRestrictedInterestOnly === true);
  if (!offer) return null;
  const rows: [string, string][] = [
    [copy('sidebar.offer.apr'), formatPercent(offer.apr)],
    [copy('sidebar.offer.initialDraw'), formatMoney(offer.initialDraw)],
  ];
  if (offer.monthlyPayment !== null) rows.push([copy('sidebar.offer.monthlyPayment'), formatMoney(offer.monthlyPayment, 2)]);
  if (offer.termYears !== null && offer.rateType !== null) {
    rows.push([copy('sidebar.offer.term'), copy('sidebar.offer.termValue', { years: offer.termYears, rateType: copyOf('sidebar.rateType.*', offer.rateType as CopyFamilyValue<'sidebar.rateType.*'>) })]);
  }
  return (
    <Box component="section" aria-labelledby="sidebar-offer-heading" data-testid="sidebar-offer" sx={{ borderTop: 1, borderColor: 'divider', pt: 2, mb: 2 }}>
      <Typography variant="subtitle1" component="h3" id="sidebar-offer-heading" sx={{ fontWeight: 700, mb: 1 }}>{copy('sidebar.offer.heading')}</Typography>
      <DetailList rows={rows} />
    </Box>
  );
}
