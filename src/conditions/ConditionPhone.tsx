import { useState } from 'react';
import type { Answers } from '../../engine/core';
import { useCall } from '../api/use-call';
import { useEnvironment } from '../org/environment';
import { PlatformStepForm } from '../shell/step-form/PlatformStepForm';
import { saveConditionPhone } from './conditions-api';
import type { Condition } from './conditions-data';

export interface ConditionPhoneProps {
  applicationUuid: string;
  condition: Condition;
  onCleared: (condition: Condition) => void;
}

/** MISSING_PHONE_NUMBER: the step condition-phone (the phone input with the country choice) → PUT …/phone-number. */
export function ConditionPhone({ applicationUuid, condition, onCleared }: ConditionPhoneProps) {
  const { copy } = useEnvironment();
  const { busy, error, run, settle, clearError } = useCall();
  const [answers, setAnswers] = useState<Answers>({});
  const submit = async (current: Answers) => {
    let cleared: Condition | null = null;
    const ok = await run(async () => { cleared = await saveConditionPhone(applicationUuid, condition.uuid, String(current.phone ?? '')); });
    settle();
    if (ok && cleared) onCleared(cleared);
  };
  return (
    <PlatformStepForm folder="application" stepId="condition-phone" submitLabel={copy('conditions.phone.submit')} busy={busy} error={error}
      store={{ answers, setAnswers }} onSubmit={(a) => void submit(a)} onEdit={clearError} />
  );
}
