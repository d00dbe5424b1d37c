import { useEffect, useRef, useState, type FormEvent } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Form } from '@/components/ui/form-layout';
import { PasswordInput } from '@/components/ui/text-fields';
import { useFormFields, type FieldErrors } from '@/components/ui/use-form-fields';
import { errorMessage } from '@/shared/api/error-message';
import { useChangePasswordMutation } from '@/shared/api/generated';

import styles from './change-password-card.module.css';

/**
 * Spec 001 §8 "Agent settings", 002 §5 and §9 (a client's minimum is 6 too) and spec 000 §9 (the
 * platform's minimum stays 6: ADR 0022). One form for agents and clients; it asks for the current
 * password, which 002 §7 does not (ADR 0051).
 */
const MIN_PASSWORD_LENGTH = 6;
const MESSAGES = {
  tooShort: `Password must be at least ${MIN_PASSWORD_LENGTH} characters`,
  mismatch: 'New passwords do not match',
  required: 'Required',
  success: 'Password changed successfully!',
  failed: 'Failed to change password',
} as const;
/** Spec 001 §8: the form closes 2 seconds after a success. */
const CLOSE_AFTER_MS = 2_000;

interface Values {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Change Password (spec 001 §2.5, 002 §2 account settings): closed behind a button; the identity endpoint decides. */
export function ChangePasswordCard() {
  const [open, setOpen] = useState(false);
  const [success, setSuccess] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const { values, bind, check, reset } = useFormFields<Values>(EMPTY);
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const opener = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const close = () => {
    clearTimeout(closeTimer.current);
    setOpen(false);
    setSuccess(false);
    setFormError(null);
    reset();
    // Focus goes back to the button that opened the form, not to the page's top.
    requestAnimationFrame(() => opener.current?.focus());
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFormError(null);
    setSuccess(false);
    const found: FieldErrors<Values> = {};
    if (values.currentPassword === '') found.currentPassword = MESSAGES.required;
    if (values.newPassword.length < MIN_PASSWORD_LENGTH) found.newPassword = MESSAGES.tooShort;
    else if (values.newPassword !== values.confirmPassword) found.confirmPassword = MESSAGES.mismatch;
    if (!check(event.currentTarget, found)) return;
    try {
      await changePassword({ changePasswordDto: { ...values } }).unwrap();
      setSuccess(true);
      closeTimer.current = setTimeout(close, CLOSE_AFTER_MS);
    } catch (error) {
      setFormError(errorMessage(error, MESSAGES.failed));
    }
  };

  return (
    <Card
      title="Change Password"
      description={`At least ${MIN_PASSWORD_LENGTH} characters.`}
      actions={
        !open && (
          <Button
            ref={opener}
            variant="secondary"
            onClick={() => setOpen(true)}
          >
            Change Password
          </Button>
        )
      }
    >
      {success && <Alert tone="success">{MESSAGES.success}</Alert>}
      {open && !success && (
        <Form noValidate onSubmit={(event) => void submit(event)} aria-label="Change password">
          <PasswordInput purpose="current" label="Current Password" required {...bind('currentPassword')} autoFocus />
          <PasswordInput purpose="new" label="New Password" required {...bind('newPassword')} />
          <PasswordInput purpose="new" label="Confirm New Password" required {...bind('confirmPassword')} />
          {formError && <Alert tone="error">{formError}</Alert>}
          <div className={styles.buttons}>
            <Button variant="secondary" onClick={close} disabled={isLoading}>
              Cancel
            </Button>
            <Button type="submit" loading={isLoading} loadingText="Saving...">
              Update Password
            </Button>
          </div>
        </Form>
      )}
    </Card>
  );
}
