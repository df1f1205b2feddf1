import { useTheme } from '@mui/material/styles';
import { useEffect, useRef } from 'react';
import type { FlowStepRef } from '../../engine/core';
import { loadStep } from '../../engine/render/load-step';
import type { StepFormProps } from '../../engine/render/step-form/StepForm';
import { warmUpStep } from '../../engine/render/step-form/warm-up-step';
import { REGISTRATION_FOLDER } from './registration-flow';

type WarmProps = Pick<StepFormProps, 'answers' | 'context' | 'copy' | 'services'>;

/**
 * Loads the next step of the flow and renders it off the document when the browser is idle (engine/render's
 * `warmUpStep`), so Continue shows it at once. Runs again when the next step changes (answers can skip steps).
 */
export function useWarmNextStep(next: FlowStepRef | null, props: WarmProps): void {
  const theme = useTheme();
  const latest = useRef(props);
  latest.current = props;
  useEffect(() => {
    if (!next) return undefined;
    let live = true;
    let stop = () => undefined as void;
    loadStep(REGISTRATION_FOLDER, next.file, next.id)
      .then(({ step, generated }) => {
        if (live) stop = warmUpStep({ step, generated, ...latest.current }, theme);
      })
      .catch(() => undefined);
    return () => {
      live = false;
      stop();
    };
  }, [next, theme]);
}
