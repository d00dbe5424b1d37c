import { useState, type FormEvent } from 'react';

import { useFormFields, type FieldErrors } from '@/components/ui/use-form-fields';

/** Spec 000 §4: a form is idle, sending, then success or error. */
export type FormStatus = 'idle' | 'sending' | 'success' | 'error';

interface Options<Values> {
  initial: Values;
  /** Sends the values; throws (rejects) on a non-ok reply or a network failure. */
  send: (values: Values) => Promise<unknown>;
  /** Return false to ignore the submit silently (spec 000 §4: a waitlist submit without name or email). */
  canSubmit?: (values: Values) => boolean;
  /** The server's own rules (lead-rules.ts), checked before sending; the first field in error gets focus. */
  validate?: (values: Values) => FieldErrors<Values>;
  /** Which form, for the log line. */
  name: string;
}

/** The message a failed RTK Query mutation carries from our API (`{ statusCode, message }`), if any. */
function apiMessage(error: unknown): string | null {
  const data = (error as { data?: { message?: unknown } } | null)?.data;
  const status = (error as { status?: unknown } | null)?.status;
  // Only a refusal the person can act on is shown; validation slips and 5xx get the spec's text alone.
  return status === 429 && typeof data?.message === 'string' ? data.message : null;
}

/**
 * The state machine every public form shares: submitting clears the earlier result and sets
 * sending; success clears the fields; an error keeps them and is logged (spec 000 §4, §8).
 */
export function useLeadForm<Values extends object>({ initial, send, canSubmit, validate, name }: Options<Values>) {
  const fields = useFormFields(initial);
  const { values } = fields;
  const [status, setStatus] = useState<FormStatus>('idle');
  /** The API's message when it refused the request (e.g. the rate limit), for the error alert. */
  const [detail, setDetail] = useState<string | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (status === 'sending') return;
    if (canSubmit && !canSubmit(values)) return;
    if (!fields.check(event.currentTarget, validate?.(values) ?? {})) {
      setStatus('idle');
      return;
    }
    setStatus('sending');
    setDetail(null);
    send(values).then(
      () => {
        fields.reset();
        setStatus('success');
      },
      (error: unknown) => {
        // eslint-disable-next-line no-console -- spec 000 §8: the failure is logged
        console.error(`The ${name} form could not be sent`, error);
        setDetail(apiMessage(error));
        setStatus('error');
      },
    );
  };

  return { ...fields, status, detail, onSubmit };
}
