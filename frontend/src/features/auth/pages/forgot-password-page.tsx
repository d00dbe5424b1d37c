import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form-layout';
import { EmailInput } from '@/components/ui/text-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';

import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';

export default function ForgotPasswordPage() {
  const fields = useFormFields({ email: '' });
  const { email } = fields.values;
  const [error, setError] = useState<string | null>(null);
  /** The address the link went to, repeated to the person so a typo shows at once. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!fields.check(event.currentTarget, { email: email.trim() ? undefined : 'Please enter your email' })) return;
    try {
      // The answer is the same whether or not the address has an account.
      await requestReset({ forgotPasswordDto: { email: email.trim() } }).unwrap();
      setSentTo(email.trim());
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to send reset email'));
    }
  };

  return (
    <AuthCard
      title="Reset your password"
      description="Enter the email you signed up with and we will send you a link to set a new password."
      links={
        <>
          <Link to={paths.login.href()}>Back to sign in</Link>
          <Link to={paths.home.href()}>Back to home</Link>
        </>
      }
    >
      {sentTo !== null ? (
        <Alert tone="success" title="Reset link sent!">
          <div className={styles.sentNote}>
            <p>
              If <strong className={styles.address}>{sentTo}</strong> has an account, a link to reset your password is on its way.
              If it does not arrive within a few minutes, check your spam folder.
            </p>
            <p>
              Not the right address?{' '}
              <button type="button" className={styles.inlineButton} onClick={() => setSentTo(null)}>
                Use another email
              </button>
            </p>
          </div>
        </Alert>
      ) : (
        <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Request a reset link">
          {error && <Alert tone="error">{error}</Alert>}
          <EmailInput required {...fields.bind('email')} />
          <Button type="submit" size="lg" fullWidth loading={isLoading} loadingText="Sending...">
            Send reset link
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
