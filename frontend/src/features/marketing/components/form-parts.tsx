import type { ReactNode } from 'react';

import { Alert } from '@/components/ui/alert';

import type { FormStatus } from '../hooks/use-lead-form';
import styles from './lead-form.module.css';

/** Spec 000 §8: the contact and investor forms' failure text. */
export const FORM_FAILURE = 'Something went wrong. Please try again or email us directly.';

/**
 * The spam trap (issue #4): a field people never see or reach with the keyboard. Bots that fill
 * every input fill this one too; the API then answers success and keeps nothing.
 */
export function Honeypot({ value, onChange }: { value: string; onChange: (event: { target: { value: string } }) => void }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website (leave this empty)
        <input
          type="text"
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={value}
          onChange={onChange}
        />
      </label>
    </div>
  );
}

/** The success or failure line under a form's button. */
export function FormResult({
  status,
  success,
  detail,
  fallback,
}: {
  status: FormStatus;
  success: string;
  detail: string | null;
  fallback?: ReactNode;
}) {
  if (status === 'success') return <Alert tone="success">{success}</Alert>;
  if (status === 'error') {
    return (
      <Alert tone="error">
        <p>{FORM_FAILURE}</p>
        {detail && <p>{detail}</p>}
        {fallback}
      </Alert>
    );
  }
  return null;
}
