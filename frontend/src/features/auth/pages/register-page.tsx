import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGrid, FieldGridFull, Form } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { EmailInput, NameInput, PasswordInput } from '@/components/ui/text-fields';
import { useFormFields, type FieldErrors } from '@/components/ui/use-form-fields';
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
function validate(values: Values): FieldErrors<Values> {
  const errors: FieldErrors<Values> = {};
  if (!values.fullName.trim()) errors.fullName = 'Please enter your full name';
  if (!values.email.trim()) errors.email = 'Please enter your email';
  if (!values.inviteCode.trim()) errors.inviteCode = 'Please enter your invite code';
  if (values.password.length < MIN_PASSWORD_LENGTH) errors.password = 'Password must be at least 6 characters';
  if (values.password !== values.confirmPassword) errors.confirmPassword = 'Passwords do not match';
  return errors;
}

export default function RegisterPage() {
  const fields = useFormFields<Values>(EMPTY);
  const { values, bind } = fields;
  const [logo, setLogo] = useState<File | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();
  const [acceptTerms, setAcceptTerms] = useState(false);
  const [acceptResponsibility, setAcceptResponsibility] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const agreed = acceptTerms && acceptResponsibility;

  useRedirectAfter(done, paths.login.href(), { email: values.email.trim() });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setError(null);
    if (!agreed) {
      setError(AGREEMENT_MESSAGE);
      return;
    }
    if (!fields.check(form, validate(values))) return;
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
      <Form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Create your account">
        {error && <Alert tone="error">{error}</Alert>}
        {done && (
          <Alert tone="success" title="Account created successfully!">
            Redirecting you to login...
          </Alert>
        )}
        <fieldset disabled={done} className={styles.fieldset}>
          <FieldGrid>
            <NameInput label="Full name" required {...bind('fullName')} />
            <EmailInput required {...bind('email')} />
            <Input label="Phone (optional)" type="tel" autoComplete="tel" {...bind('phone')} />
            <Input label="Company (optional)" autoComplete="organization" {...bind('company')} />
            <Input label="License number (optional)" {...bind('licenseNumber')} />
            <Input
              label="Invite code"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              placeholder="XXXX-XXXX-XXXX"
              required
              {...bind('inviteCode')}
            />
            <PasswordInput purpose="new" hint="At least 6 characters" required {...bind('password')} />
            <PasswordInput purpose="new" label="Confirm password" required {...bind('confirmPassword')} />
            <FieldGridFull>
              <LogoField
                file={logo}
                error={logoError}
                onChange={(file, problem) => {
                  setLogo(file);
                  setLogoError(problem);
                }}
              />
            </FieldGridFull>
          </FieldGrid>
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
      </Form>
    </AuthCard>
  );
}
