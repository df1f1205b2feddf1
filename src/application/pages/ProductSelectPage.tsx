import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState } from 'react';
import { formatMoney, type CalcConstants } from '../../../engine/core/calc';
import { selectOffer } from '../../api/application-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { DrawSlider } from '../forms/DrawSlider';
import { errorWords } from '../../api/error-words';
import { drawRange, fitDraw, offersOf, payoffTotalOf, type OfferChoiceState } from '../forms/offer-choice';
import { DiscountChoices } from '../forms/DiscountChoices';
import { PayoffPreferenceChoice } from '../forms/PayoffPreferenceChoice';
import { BuyDownChoice } from '../forms/BuyDownChoice';
import { buyDownTerms, pricedOffer } from '../forms/offer-pricing';
import { figureRows, figuresFor } from '../forms/offer-figures';
import { OfferFiguresList } from '../forms/OfferFiguresList';
import { OfferPicker } from '../forms/OfferPicker';
import { useOfferChoice } from '../forms/use-offer-choice';
import type { ApplicationPageProps } from '../page-props';
import { usePageNotices } from '../PageNotices';

/**
 * product/select and its confirm step: the borrower picks an offer (term), how liens marked for payoff are taken
 * from the line (the slider's range follows engine calc `sliderRange`), the initial draw on a slider and the
 * discounts to opt into (and, under flag rate-buy-down, a rate buy-down), then reviews APR (with the discounts and
 * buy-down), draw, payoff and cash, monthly payment (interest only in the age-restricted mode), origination fee,
 * recording costs and the buy-down's fee computed by engine calc, and confirms → PUT offer. Under flag
 * multi-page-product-select the choice is split over two pages (the term, then the draw). The page's declared notices
 * (a revised offer's reason) head it. The choice survives a reload (query and session storage).
 */
export function ProductSelectPage(props: ApplicationPageProps) {
  const { application, onSubmitted } = props;
  const env = useEnvironment();
  const { copy } = env;
  const offers = useMemo(() => offersOf(application), [application]);
  const { choice, preview, keep, back, forget } = useOfferChoice(application, offers);
  const { alerts } = usePageNotices(props);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const interestOnly = env.brand.features?.ageRestrictedInterestOnly === true;
  const confirm = choice?.confirm === true;
  const title = copy(confirm ? 'product.confirm.title' : 'product.select.title');
  usePageTitle(title);
  const firstView = useRef(true);
  const part = choice?.part;
  useEffect(() => {
    // Focus follows the switch between the choice (or its parts) and the confirm view, not the first render.
    if (firstView.current) firstView.current = false;
    else heading.current?.focus();
  }, [confirm, part]);

  const payoff = payoffTotalOf(application);
  const offer = choice ? offers.find((o) => o.term === choice.term) ?? null : null;
  const range = offer && choice ? drawRange(offer, payoff, choice.preference) : null;
  const options = { state: application.property?.state, interestOnly, constants: (env.constants as { calculation?: Partial<CalcConstants> }).calculation };
  // Flags: a rate buy-down priced from the brand's pricing; the choice split over two pages (term, then the draw).
  const buyDowns = useMemo(() => (env.flags['fe-heloc-rate-buy-down'] ? buyDownTerms(env.org.orgPricingData) : { options: [], aprFloor: 0 }), [env]);
  const split = env.flags['fe-heloc-multi-page-product-select'] === true;
  // The rate with the discounts opted into and the buy-down taken is the one priced and shown.
  const pricing = offer && choice ? pricedOffer(offer, choice, buyDowns) : null;
  const priced = pricing?.offer ?? null;
  const figures = priced && choice ? figuresFor(priced, choice.draw, options) : null;

  const header = (
    <>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>{title}</Typography>
      <Typography sx={{ mb: 3 }}>{copy(confirm ? 'product.confirm.subtitle' : 'product.select.subtitle')}</Typography>
      {alerts}
    </>
  );
  if (!choice || !offer || !pricing || !priced || !range || !figures) {
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
      await selectOffer(application.uuid, {
        term: choice.term, drawAmount: choice.draw, preference: choice.preference, discounts: choice.discounts,
        ...(choice.buyDown ? { buyDownPoints: choice.buyDown } : {}),
      });
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
        <OfferFiguresList rows={figureRows(priced, figures, interestOnly, copy, { payoffTotal: payoff, discounts: choice.discounts, buyDownFee: pricing.buyDownFee })} />
        {interestOnly ? <Typography variant="body2" sx={{ mt: 2 }}>{copy('product.interestOnly.note')}</Typography> : null}
        {error ? <Alert severity="error" role="alert" sx={{ mt: 2 }}>{error}</Alert> : null}
        <Box sx={{ display: 'flex', gap: 2, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
          <Button variant="text" disabled={busy} onClick={() => back({ ...choice, confirm: false })}>{copy('common.back')}</Button>
          <Button variant="contained" size="large" disabled={busy} sx={{ ml: { sm: 'auto' }, minWidth: 180 }} onClick={() => void submit()}
            startIcon={busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}>
            {busy ? copy('common.submitting') : copy('product.confirm.button')}
          </Button>
        </Box>
      </Box>
    );
  }

  const termPart = (
    <OfferPicker offers={offers} term={choice.term} copy={copy} payoffTotal={payoff} preference={choice.preference} onChange={(term) => {
      const next = offers.find((o) => o.term === term);
      const offered = new Set((next?.discountList ?? []).map((d) => d.type));
      if (next) change({ ...choice, term, discounts: choice.discounts.filter((d) => offered.has(d)) }, next);
    }} />
  );
  const drawPart = (
    <>
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
      <BuyDownChoice terms={buyDowns} rate={pricing.discountedRate} draw={choice.draw} value={choice.buyDown} copy={copy}
        onChange={(buyDown) => keep({ ...choice, buyDown })} />
    </>
  );
  const onTermPart = split && choice.part !== 'draw';
  return (
    <Box>
      {header}
      {!split || onTermPart ? termPart : null}
      {!split || !onTermPart ? drawPart : null}
      <Box sx={{ display: 'flex', gap: 2, mt: 3, flexDirection: { xs: 'column-reverse', sm: 'row' } }}>
        {split && !onTermPart ? <Button variant="text" onClick={() => back({ ...choice, part: 'term' })}>{copy('common.back')}</Button> : null}
        <Button variant="contained" size="large" sx={{ ml: { sm: 'auto' }, minWidth: 180 }}
          onClick={() => keep(onTermPart ? { ...choice, part: 'draw' } : { ...choice, confirm: true })}>
          {copy(onTermPart ? 'common.continue' : 'product.review')}
        </Button>
      </Box>
    </Box>
  );
}
