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
import { OFFER_PREFERENCE, clampDraw, drawRange, offersOf } from '../forms/offer-choice';
import { figureRows, figuresFor } from '../forms/offer-figures';
import { OfferFiguresList } from '../forms/OfferFiguresList';
import { OfferPicker } from '../forms/OfferPicker';
import { useOfferChoice } from '../forms/use-offer-choice';
import type { ApplicationPageProps } from '../page-props';
import { usePageNotices } from '../PageNotices';

/**
 * product/select and its confirm step: the borrower picks an offer (term) and the initial draw on a slider, then
 * reviews APR, draw, monthly payment (interest only in the age-restricted mode), origination fee and recording
 * costs computed by engine calc, and confirms → PUT offer. The page's declared notices (a revised offer's reason) head it. The choice survives a reload (query and session storage).
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

  const offer = choice ? offers.find((o) => o.term === choice.term) ?? null : null;
  const range = offer ? drawRange(offer) : null;
  const options = { state: application.property?.state, interestOnly, constants: (env.constants as { calculation?: Partial<CalcConstants> }).calculation };
  const figures = offer && choice ? figuresFor(offer, choice.draw, options) : null;

  const header = (
    <>
      <Typography variant="h4" component="h1" ref={heading} tabIndex={-1} sx={{ mb: 1, outline: 'none' }}>{title}</Typography>
      <Typography sx={{ mb: 3 }}>{copy(confirm ? 'product.confirm.subtitle' : 'product.select.subtitle')}</Typography>
      {alerts}
    </>
  );
  if (!choice || !offer || !range || !figures) {
    return (
      <Box>
        {header}
        <Alert severity="info">{copy('product.noOffers')}</Alert>
      </Box>
    );
  }

  const submit = async () => {
    setBusy(true);
    setError(null);
    try {
      await selectOffer(application.uuid, { term: choice.term, drawAmount: choice.draw, preference: OFFER_PREFERENCE });
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
        <OfferFiguresList rows={figureRows(offer, figures, interestOnly, copy)} />
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
      <OfferPicker offers={offers} term={choice.term} copy={copy} onChange={(term) => {
        const next = offers.find((o) => o.term === term);
        const nextRange = next ? drawRange(next) : null;
        if (nextRange) keep({ term, draw: Math.round(clampDraw(choice.draw, nextRange)), confirm: false });
      }} />
      <DrawSlider id="initial-draw" range={range} value={choice.draw} copy={copy}
        onChange={(draw) => preview({ ...choice, draw })} onCommit={(draw) => keep({ ...choice, draw })} />
      <Typography aria-live="polite">
        {copy(interestOnly ? 'product.estimate.interestOnly' : 'product.estimate', { payment: formatMoney(figures.monthlyPayment, 2) })}
      </Typography>
      <Box sx={{ display: 'flex', mt: 3 }}>
        <Button variant="contained" size="large" sx={{ ml: { sm: 'auto' }, minWidth: 180 }} onClick={() => keep({ ...choice, confirm: true })}>
          {copy('product.review')}
        </Button>
      </Box>
    </Box>
  );
}
