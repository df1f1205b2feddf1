import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useEffect, useMemo, useState } from 'react';
import { currentDismissals, DEFAULT_MAX_BANNERS, visibleBanners, type BannerDismissals } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { readDismissals, writeDismissals } from './banner-dismissals';
import { loadBanners, type BannerLoad } from './load-banners';

/** The app name banners are filtered by (a banner's `apps`). */
export const BANNER_APP = 'heloc';

/**
 * The site banners at the top of every page: loads the list, keeps the dismissals, and shows the active banners of
 * this app, newest first, at most constants.maxBanners. A failed load keeps its error (a copy key, in
 * `data-banner-error` for QA) and shows nothing.
 */
export function BannerList() {
  const { copy, constants } = useEnvironment();
  const [load, setLoad] = useState<BannerLoad>({ status: 'loading' });
  const [dismissals, setDismissals] = useState<BannerDismissals>(readDismissals);

  useEffect(() => {
    let live = true;
    void loadBanners().then((result) => {
      if (!live) return;
      setLoad(result);
      if (result.status !== 'loaded') return;
      // A banner updated after its dismissal shows again: its stale dismissal is removed from storage too.
      const kept = currentDismissals(result.banners, readDismissals());
      writeDismissals(kept);
      setDismissals(kept);
    });
    return () => { live = false; };
  }, []);

  const max = (constants as { maxBanners?: number }).maxBanners ?? DEFAULT_MAX_BANNERS;
  const shown = useMemo(
    () => (load.status === 'loaded' ? visibleBanners(load.banners, { app: BANNER_APP, dismissals, max }) : []),
    [load, dismissals, max],
  );

  const dismiss = (uuid: string) => {
    const next = { ...readDismissals(), [uuid]: new Date().toISOString() };
    writeDismissals(next);
    setDismissals(next);
  };

  if (load.status === 'error') return <span hidden data-testid="site-banners" data-banner-error={copy(load.error)} />;
  if (shown.length === 0) return null;
  return (
    <Container maxWidth="md" component="section" aria-label={copy('banner.region')} data-testid="site-banners" sx={{ pt: 2 }}>
      <Stack spacing={1}>
        {shown.map((banner) => (
          <Alert
            key={banner.uuid}
            data-testid="site-banner"
            data-uuid={banner.uuid}
            severity={banner.variant === 'warn' ? 'warning' : 'info'}
            role={banner.variant === 'warn' ? 'alert' : 'status'}
            onClose={banner.dismissable ? () => dismiss(banner.uuid) : undefined}
            slotProps={{ closeButton: { 'aria-label': copy('banner.dismiss'), title: copy('banner.dismiss') } }}
          >
            {banner.message}
          </Alert>
        ))}
      </Stack>
    </Container>
  );
}
