import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { errorMessage } from '@/shared/api/error-message';
import type { RegisterFormDto } from '@/shared/api/generated';

import { useRegisterMutation } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import styles from '../components/auth-form.module.css';
import { LogoField } from '../components/logo-field';
import { useRedirectAfter } from '../hooks/use-redirect-after';

/** Spec 000 §9. */
const MIN_PASSWORD_LENGTH = 6;
const AGREEMENT_MESSAGE = 'Please agree to the terms and responsibilities to continue.';

type FieldName = 'fullName' | 'email' | 'inviteCode' | 'password' | 'confirmPassword';
type FieldErrors = Partial<Record<FieldName, string>>;

interface Values {
  fullName: string;
  email: string;
  phone: string;
  company: string;
  licenseNumber: string;
  inviteCode: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: Values = {
  fullName: '',
  email: '',
  phone: '',
  company: '',
  licenseNumber: '',
  inviteCode: '',
  password: '',
  confirmPassword: '',
};

/** Spec 000 §5, with the spec's messages; the first failing field gets focus. */
function validate(values: Values): FieldErrors {
  const errors: FieldErrors = {};
  if (!values.fullName.trim()) errors.fullName = 'Please enter your full name';
  if (!values.email.trim()) errors.email = 'Please enter your email';
  if (!values.inviteCode.trim()) errors.inviteCode = 'Please enter your invite code';
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  if (values.password !== values.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

const FIELD_ORDER: readonly FieldName[] = ['fullName', 'email', 'inviteCode', 'password', 'confirmPassword'];

export default function RegisterPage() {
  const [values, setValues] = useState<Values>(EMPTY);
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptResponsibility, setAcceptResponsibility] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const agreed = acceptTerms && acceptResponsibility;

  useRedirectAfter(done, paths.login.href(), { email: values.email.trim() });

  const set = (name: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [name]: event.target.value }));

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    if (!agreed) {
      setError(AGREEMENT_MESSAGE);
      return;
    }
    const errors = validate(values);
    setFieldErrors(errors);
    const first = FIELD_ORDER.find((name) => errors[name]);
    if (first) {
      (form.elements.namedItem(first) as HTMLInputElement | null)?.focus();
      return;
    }
    const optional = (value: string) => value.trim() || undefined;
    const registerFormDto: RegisterFormDto = {
      fullName: values.fullName.trim(),
      email: values.email.trim(),
      phone: optional(values.phone),
      company: optional(values.company),
      licenseNumber: optional(values.licenseNumber),
      inviteCode: values.inviteCode.trim(),
      password: values.password,
      confirmPassword: values.confirmPassword,
      acceptTerms: 'true',
      acceptResponsibility: 'true',
      logo: logo ?? undefined,
    };
    try {
      await register({ registerFormDto }).unwrap();
      setDone(true);
    } catch (caught) {
      setError(errorMessage(caught, 'Failed to create account'));
    }
  };

  return (
    <AuthCard
      wide
      title="Create your account"
      description="Threshold is invitation-only during the beta: agents, brokers and team leads register with the invite code they received."
      links={
        <>
          <Link to={paths.login.href()}>Already have an account? Sign in</Link>
          <Link to={paths.home.href()}>Back to home</Link>
        </>
      }
    >
      <form className={styles.form} noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create your account">
        {error && <Alert tone="error">{error}</Alert>}
        {done && (
          <Alert tone="success" title="Account created successfully!">
            Redirecting you to login...
          </Alert>
        )}
        <fieldset disabled={done} className={styles.fieldset}>
          <div className={styles.grid}>
            <Input
              label="Full name"
              name="fullName"
              autoComplete="name"
              required
              value={values.fullName}
              error={fieldErrors.fullName}
              onChange={set('fullName')}
            />
            <Input
              label="Email"
              type="email"
              name="email"
              autoComplete="email"
              required
              value={values.email}
              error={fieldErrors.email}
              onChange={set('email')}
            />
            <Input
              label="Phone (optional)"
              type="tel"
              name="phone"
              autoComplete="tel"
              value={values.phone}
              onChange={set('phone')}
            />
            <Input
              label="Company (optional)"
              name="company"
              autoComplete="organization"
              value={values.company}
              onChange={set('company')}
            />
            <Input
              label="License number (optional)"
              name="licenseNumber"
              value={values.licenseNumber}
              onChange={set('licenseNumber')}
            />
            <Input
              label="Invite code"
              name="inviteCode"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
              required
              value={values.inviteCode}
              error={fieldErrors.inviteCode}
              onChange={set('inviteCode')}
            />
            <Input
              label="Password"
              type="password"
              name="password"
              autoComplete="new-password"
              hint="At least 6 characters"
              required
              value={values.password}
              error={fieldErrors.password}
              onChange={set('password')}
            />
            <Input
              label="Confirm password"
              type="password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={values.confirmPassword}
              error={fieldErrors.confirmPassword}
              onChange={set('confirmPassword')}
            />
            <div className={styles.full}>
              <LogoField
                file={logo}
                error={logoError}
                onChange={(file, problem) => {
                  setLogo(file);
                  setLogoError(problem);
                }}
              />
            </div>
          </div>
          <fieldset className={styles.agreements}>
            <legend>Agreements</legend>
            <Checkbox
              checked={acceptTerms}
              onCheckedChange={setAcceptTerms}
              required
              label={
                <>
                  I agree to the{' '}
                  <Link to={paths.terms.href()} target="_blank" rel="noopener">
                    Terms of Service<span className="visually-hidden"> (opens in a new tab)</span>
                  </Link>{' '}
                  and the{' '}
                  <Link to={paths.privacy.href()} target="_blank" rel="noopener">
                    Privacy Policy<span className="visually-hidden"> (opens in a new tab)</span>
                  </Link>
                  .
                </>
              }
            />
            <Checkbox
              checked={acceptResponsibility}
              onCheckedChange={setAcceptResponsibility}
              required
              label="I understand that I am responsible for the accuracy of the transaction information I enter and for following the laws, regulations and brokerage policies that apply to my work. Threshold is not a broker, law firm, lender or escrow company."
            />
          </fieldset>
          <Button
            type="submit"
            size="lg"
            fullWidth
            disabled={!agreed}
            loading={isLoading}
            loadingText="Creating account..."
            aria-describedby={agreed ? undefined : 'register-agreement-hint'}
          >
            Create account
          </Button>
          {!agreed && (
            <p id="register-agreement-hint" className={styles.submitHint}>
              {AGREEMENT_MESSAGE}
            </p>
          )}
        </fieldset>
      </form>
    </AuthCard>
  );
}
