import { useRef, useState, type FormEvent } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { FOCUS_HEADING_STATE } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';
import { isRole, selectEndReason, selectProfile, type SessionEndReason } from '@/shared/auth/auth-slice';
import { landingPathFor } from '@/shared/auth/landing';
import { reconnectSocketLater, startSession } from '@/shared/auth/session';

import { useSignInMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';

/** What the sign-in page tells someone the server signed out (issue 11 item 7). */
const END_REASON_NOTICE: Record<SessionEndReason, string> = {
  role_changed: 'Your role was changed by an administrator. Sign in again to continue.',
};

interface FieldErrors {
  email?: string;
  password?: string;
}

export default function LoginPage() {
  const location = useLocation();
  const prefilledEmail = (location.state as { email?: unknown } | null)?.email;
  const [email, setEmail] = useState(typeof prefilledEmail === 'string' ? prefilledEmail : '');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [signIn, { isLoading }] = useSignInMutation();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const profile = useSelector(selectProfile);
  const endReason = useSelector(selectEndReason);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    // Spec 000 §5: email and password are required.
    const errors: FieldErrors = {
      email: email.trim() ? undefined : 'Please enter your email',
      password: password ? undefined : 'Please enter your password',
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    try {
      const session = await signIn({ signInDto: { email: email.trim(), password } }).unwrap();
      // Spec 000 §6: a sign-in without a profile, or with an unknown role, goes nowhere.
      if (!session.profile) return setError('No profile found for this user');
      if (!isRole(session.profile.role)) return setError('Invalid user role');
      startSession(dispatch, session);
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
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Sign in">
        {endReason && !error && <Alert tone="info">{END_REASON_NOTICE[endReason]}</Alert>}
        {error && <Alert tone="error">{error}</Alert>}
        <Input
          ref={emailRef}
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          error={fieldErrors.email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Input
          ref={passwordRef}
          label="Password"
          type="password"
          name="password"
          autoComplete="current-password"
          required
          value={password}
          error={fieldErrors.password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <Link to={paths.forgotPassword.href()} className={styles.inlineLink}>
          Forgot your password?
        </Link>
        <Button type="submit" size="lg" fullWidth loading={isLoading} loadingText="Signing in...">
          Sign in
        </Button>
      </form>
    </AuthCard>
  );
}
