import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form-layout';
import { Spinner } from '@/components/ui/spinner';
import { PasswordInput } from '@/components/ui/text-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';

import { useCheckResetLinkMutation, useResetPasswordMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { useRedirectAfter } from '../hooks/use-redirect-after';

const MIN_PASSWORD_LENGTH = 6;

/** Whether the link still works, asked once when the page opens (before a password is typed). */
type LinkState = 'checking' | 'usable' | 'invalid' | 'unknown';

function useResetLinkState(token: string): LinkState {
  const [checkLink] = useCheckResetLinkMutation();
  const [state, setState] = useState<LinkState>(token ? 'checking' : 'invalid');
  useEffect(() => {
    if (!token) return;
    let current = true;
    checkLink({ checkResetLinkDto: { token } })
      .unwrap()
      .then(
        () => current && setState('usable'),
        (error: unknown) => {
          // Only the server's "invalid or expired" closes the form; a network slip or a rate limit
          // leaves it open, and the reset itself will say what is wrong.
          const status = (error as { status?: unknown } | null)?.status;
          if (current) setState(status === 400 ? 'invalid' : 'unknown');
        },
      );
    return () => {
      current = false;
    };
  }, [checkLink, token]);
  return state;
}

/** Reached from the e-mailed link `/reset-password?token=…` (spec 000 §2). */
export default function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const fields = useFormFields({ password: '', confirmPassword: '' });
  const { password, confirmPassword } = fields.values;
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const linkState = useResetLinkState(token);

  useRedirectAfter(done, paths.login.href());

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // Spec 000 §5: the same rules as registration.
    const valid = fields.check(event.currentTarget, {
      password: password.length < MIN_PASSWORD_LENGTH ? 'Password must be at least 6 characters' : undefined,
      confirmPassword: password !== confirmPassword ? 'Passwords do not match' : undefined,
    });
    if (!valid) return;
    try {
      await resetPassword({ resetPasswordDto: { token, password, confirmPassword } }).unwrap();
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to reset password'));
    }
  };

  return (
    <AuthCard
      title="Choose a new password"
      description="Pick a new password for your account. You will sign in with it next."
      links={
        <>
          <Link to={paths.login.href()}>Back to sign in</Link>
          <Link to={paths.forgotPassword.href()}>Request a new link</Link>
        </>
      }
    >
      {linkState === 'checking' ? (
        <div className={styles.checking}>
          <Spinner size="sm" label="Checking your reset link" />
          <span aria-hidden="true">Checking your reset link...</span>
        </div>
      ) : linkState === 'invalid' ? (
        <Alert tone="error" title="This reset link is invalid or has expired">
          Open the link from your most recent reset email, or <Link to={paths.forgotPassword.href()}>request a new one</Link>.
        </Alert>
      ) : done ? (
        <Alert tone="success" title="Password reset successful!">
          Redirecting you to login...
        </Alert>
      ) : (
        <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Choose a new password">
          {error && <Alert tone="error">{error}</Alert>}
          <PasswordInput purpose="new" label="New password" hint="At least 6 characters" required {...fields.bind('password')} />
          <PasswordInput purpose="new" label="Confirm new password" required {...fields.bind('confirmPassword')} />
          <Button type="submit" size="lg" fullWidth loading={isLoading} loadingText="Saving...">
            Reset password
          </Button>
        </Form>
      )}
    </AuthCard>
  );
}
