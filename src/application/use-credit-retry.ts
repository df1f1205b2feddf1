import { useState, type FormEvent } from 'react';

/** The state and submit handler of a one-field credit retry form. */
export interface CreditRetry {
  /** The copy key of the field's error once the borrower tried to submit, else null. */
  errorKey: string | null;
  submitting: boolean;
  /** The server's words when the call failed. */
  failure: string | null;
  submit: (event: FormEvent) => Promise<void>;
}

/**
 * Submit handling shared by the credit retry forms (SSN, freeze PIN): on submit the field's error shows; a valid
 * value is sent with `send`, the button is busy meanwhile, a failure shows the server's words, success calls
 * `onSubmitted` (the host moves on).
 */
export function useCreditRetry(value: string, errorOf: (value: string) => string | null, send: (value: string) => Promise<unknown>, onSubmitted: () => Promise<void>): CreditRetry {
  const [touched, setTouched] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    setFailure(null);
    if (errorOf(value)) return;
    setSubmitting(true);
    try {
      await send(value);
      await onSubmitted();
    } catch (error) {
      setFailure((error as Error).message);
    } finally {
      setSubmitting(false);
    }
  };
  return { errorKey: touched ? errorOf(value) : null, submitting, failure, submit };
}
