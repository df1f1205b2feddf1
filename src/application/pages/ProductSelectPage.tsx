import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney, rateWithDiscounts, type CalcConstants } from '../../../engine/core/calc';
import { selectOffer } from '../../api/application-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { DrawSlider } from '../forms/DrawSlider';
import { errorWords } from '../../api/error-words';
import { drawRange, fitDraw, offersOf, payoffTotalOf, type OfferChoiceState } from '../forms/offer-choice';
import { DiscountChoices } from '../forms/DiscountChoices';
import { PayoffPreferenceChoice } from '../forms/PayoffPreferenceChoice';
import { figureRows, figuresFor } from '../forms/offer-figures';
import { OfferFiguresList } from '../forms/OfferFiguresList';
import { OfferPicker } from '../forms/OfferPicker';
import { useOfferChoice } from '../forms/use-offer-choice';
import type { ApplicationPageProps } from '../page-props';
import { usePageNotices } from '../PageNotices';

/**
 * product/select and its confirm step: the borrower picks an offer (term), how liens marked for payoff are taken
 * from the line (the slider's range follows engine calc `sliderRange`), the initial draw on a slider and the
 * discounts to opt into, then reviews APR (with the discounts), draw, payoff and cash, monthly payment (interest only
 * in the age-restricted mode), origination fee and recording costs computed by engine calc, and confirms → PUT offer. The page's declared notices (a revised offer's reason) head it. The choice survives a reload (query and session storage).
 */
export function ProductSelectPage(props: ApplicationPageProps) {
  const { application, onSubmitted } = props;
  const env = useEnvironment();
  const { copy } = env;
  const offers = useMemo(() => offersOf(application), [application]);
  const { choice, preview, keep, forget } = useOfferChoice(application, offers);
  const { alerts } = usePageNotices(props);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const interestOnly = env.brand.features?.ageRestrictedInterestOnly === true;
  const confirm = choice?.confirm === true;
  const title = copy(confirm ? 'product.confirm.title' : 'product.select.title');
  usePageTitle(title);
  const firstView = useRef(true);
  useEffect(() => {
    // Focus follows the switch between the choice and the confirm view, not the first render.
    if (firstView.current) firstView.current = false;
    else heading.current?.focus();
  }, [confirm]);

  const payoff = payoffTotalOf(application);
  const offer = choice ? offers.find((o) => o.term === choice.term) ?? null : null;
  const range = offer && choice ? drawRange(offer, payoff, choice.preference) : null;
  const options = { state: application.property?.state, interestOnly, constants: (env.constants as { calculation?: Partial<CalcConstants> }).calculation };
  // The rate with the discounts opted into is the one priced and shown.
  const priced = offer && choice ? { ...offer, rate: rateWithDiscounts(offer, choice.discounts) ?? offer.rate } : null;
  const figures = priced && choice ? figuresFor(priced, choice.draw, options) : null;

  const header = (
    <>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>{title}</Typography>
      <Typography sx={{ mb: 3 }}>{copy(confirm ? 'product.confirm.subtitle' : 'product.select.subtitle')}</Typography>
      {alerts}
    </>
  );
  if (!choice || !offer || !priced || !range || !figures) {
    return (
      <Box>
        {header}
        <Alert severity="info">{copy('product.noOffers')}</Alert>
      </Box>
    );
  }

  /** Keeps a changed choice with its draw moved into the offer's range for the payoff and preference. */
  const change = (next: OfferChoiceState, nextOffer: typeof offer) => {
    const nextRange = drawRange(nextOffer, payoff, next.preference);
    if (nextRange) keep({ ...next, draw: fitDraw(next.draw, nextRange), confirm: false });
  };

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await selectOffer(application.uuid, { term: choice.term, drawAmount: choice.draw, preference: choice.preference, discounts: choice.discounts });
    } catch (e) {
      setError(errorWords(e, copy));
      setBusy(false);
      return;
    }
    forget();
    await onSubmitted();
  };

  if (confirm) {
    return (
      <Box>
        {header}
        <OfferFiguresList rows={figureRows(priced, figures, interestOnly, copy, { payoffTotal: payoff, discounts: choice.discounts })} />
        {interestOnly ? <Typography variant="body2" sx={{ mt: 2 }}>{copy('product.interestOnly.note')}</Typography> : null}
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          <Button variant="text" disabled={busy} onClick={() => keep({ ...choice, confirm: false })}>{copy('common.back')}</Button>
          <Button variant="contained" size="large" disabled={busy} sx={{ ml: { sm: 'auto' }, minWidth: 180 }} onClick={() => void submit()}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {busy ? copy('common.submitting') : copy('product.confirm.button')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box>
      {header}
      <OfferPicker offers={offers} term={choice.term} copy={copy} payoffTotal={payoff} preference={choice.preference} onChange={(term) => {
        const next = offers.find((o) => o.term === term);
        const offered = new Set((next?.discountList ?? []).map((d) => d.type));
        if (next) change({ ...choice, term, discounts: choice.discounts.filter((d) => offered.has(d)) }, next);
      }} />
      {payoff > 0 ? (
        <PayoffPreferenceChoice payoffTotal={payoff} value={choice.preference} copy={copy}
          allows={(preference) => drawRange(offer, payoff, preference) !== null} onChange={(preference) => change({ ...choice, preference }, offer)} />
      ) : null}
      <DrawSlider id="initial-draw" range={range} value={choice.draw} copy={copy}
        onChange={(draw) => preview({ ...choice, draw })} onCommit={(draw) => keep({ ...choice, draw })} />
      <Typography aria-live="polite">
        {copy(interestOnly ? 'product.estimate.interestOnly' : 'product.estimate', { payment: formatMoney(figures.monthlyPayment, 2) })}
      </Typography>
      <DiscountChoices discounts={offer.discountList ?? []} chosen={choice.discounts} copy={copy} onChange={(discounts) => keep({ ...choice, discounts })} />
      <Box sx={{ display: 'flex', mt: 3 }}>
        <Button variant="contained" size="large" sx={{ ml: { sm: 'auto' }, minWidth: 180 }} onClick={() => keep({ ...choice, confirm: true })}>
          {copy('product.review')}
        </Button>
      </Box>
    </Box>
  );
}
