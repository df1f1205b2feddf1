import { useLayoutEffect } from 'react';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../use-page-title';
import { claimLoader } from './loader-store';

/** The wait messages the application's loader rotates through, in order (brand copy). */
export const WAIT_MESSAGE_KEYS = ['appPage.wait.checking', 'appPage.wait.reviewing', 'appPage.wait.preparing', 'appPage.wait.almost'];

/** What the loader says and how tests find it; the application's words by default. */
export interface FullPageLoaderProps {
  /** Set the document title to the label (only when no page is shown underneath: a page owns its title). */
  setTitle?: boolean;
  labelKey?: string;
  messageKeys?: string[];
  testId?: string;
}

/** Sets the document title to the loader's label. */
function LoaderTitle({ labelKey }: { labelKey: string }) {
  const { copy } = useEnvironment();
  usePageTitle(copy(labelKey));
  return null;
}

/**
 * Shows the full-screen loader while this element is mounted (platform §2: minimum display 1 s, rotating messages,
 * default duration 67 s; registration §9: it hides 300 ms after loading ends). The overlay itself is the shell's
 * LoaderHost, so it outlives this element by the minimum display and the hide delay.
 */
export function FullPageLoader({ setTitle = false, labelKey = 'appPage.wait.label', messageKeys = WAIT_MESSAGE_KEYS, testId = 'application-loader' }: FullPageLoaderProps) {
  const messages = messageKeys.join('\n');
  // A layout effect: claimed before the browser paints, so a page that swaps one loader for another never flickers.
  useLayoutEffect(() => claimLoader({ labelKey, messageKeys: messages.split('\n'), testId }), [labelKey, messages, testId]);
  return setTitle ? <LoaderTitle labelKey={labelKey} /> : null;
}
