import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';

import { useForgotPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  /** The address the link went to, repeated to the person so a typo shows at once. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [requestReset, { isLoading }] = useForgotPasswordMutation();
  const emailRef = useRef<HTMLInputElement>(null);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setFieldError('Please enter your email');
      emailRef.current?.focus();
      return;
    }
    setFieldError(undefined);
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
        <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Request a reset link">
          {error && <Alert tone="error">{error}</Alert>}
          <Input
            ref={emailRef}
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            error={fieldError}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Button type="submit" size="lg" fullWidth loading={isLoading} loadingText="Sending...">
            Send reset link
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
