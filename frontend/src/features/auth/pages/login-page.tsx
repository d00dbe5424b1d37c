import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form } from '@/components/ui/form-layout';
import { FOCUS_HEADING_STATE } from '@/components/ui/page-header';
import { EmailInput, PasswordInput } from '@/components/ui/text-fields';
import { useFormFields } from '@/components/ui/use-form-fields';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';
import { isRole, selectEndReason, selectProfile, useAuth, type SessionEndReason } from '@/shared/auth/auth-store';
import { landingPathFor } from '@/shared/auth/landing';
import { reconnectSocketLater, startSession } from '@/shared/auth/session';

import { useSignInMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';

/** What the sign-in page tells someone whose session ended without their signing out (issue 11 item 7; spec 002 §8). */
const END_REASON_NOTICE: Record<SessionEndReason, string> = {
  role_changed: 'Your role was changed by an administrator. Sign in again to continue.',
  expired: 'Your session has expired. Please sign in again.',
};

export default function LoginPage() {
  const location = useLocation();
  const prefilledEmail = (location.state as { email?: unknown } | null)?.email;
  const fields = useFormFields({ email: typeof prefilledEmail === 'string' ? prefilledEmail : '', password: '' });
  const { email, password } = fields.values;
  const [error, setError] = useState<string | null>(null);
  const [signIn, { isLoading }] = useSignInMutation();
  const navigate = useNavigate();
  const profile = useAuth(selectProfile);
  const endReason = useAuth(selectEndReason);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // Spec 000 §5: email and password are required.
    const valid = fields.check(event.currentTarget, {
      email: email.trim() ? undefined : 'Please enter your email',
      password: password ? undefined : 'Please enter your password',
    });
    if (!valid) return;
    try {
      const session = await signIn({ signInDto: { email: email.trim(), password } }).unwrap();
      // Spec 000 §6: a sign-in without a profile, or with an unknown role, goes nowhere.
      if (!session.profile) return setError('No profile found for this user');
      if (!isRole(session.profile.role)) return setError('Invalid user role');
      startSession(session);
      reconnectSocketLater();
      await navigate(landingPathFor(session.profile.role), { replace: true, state: FOCUS_HEADING_STATE });
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to sign in'));
    }
  };

  // Someone already signed in has nothing to do here: straight to their own landing page.
  if (profile) return <Navigate to={landingPathFor(profile.role)} replace state={FOCUS_HEADING_STATE} />;

  return (
    <AuthCard
      title="Sign in"
      description="Welcome back. Sign in with your email and password to open your dashboard."
      links={
        <>
          <Link to={paths.register.href()}>Create an account</Link>
          <Link to={paths.home.href()}>Back to home</Link>
        </>
      }
    >
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
        {endReason && !error && <Alert tone="info">{END_REASON_NOTICE[endReason]}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <EmailInput required {...fields.bind('email')} />
        <PasswordInput purpose="current" required {...fields.bind('password')} />
        <Link to={paths.forgotPassword.href()} className={styles.inlineLink}>
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" fullWidth loading={isLoading} loadingText="Signing in...">
          Sign in
        </Button>
      </Form>
    </AuthCard>
  );
}
