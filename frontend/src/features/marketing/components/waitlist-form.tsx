import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';

import { Button, buttonClassName } from '@/components/ui/button';
import { FieldGrid, Form } from '@/components/ui/form-layout';
import { CheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { EmailInput, NameInput } from '@/components/ui/text-fields';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';

import { sendWaitlistSignup } from '../api/leads-api';
import { emailError, LEAD_NAME_MAX } from '../hooks/lead-rules';
import { useLeadForm } from '../hooks/use-lead-form';
import { Honeypot } from './form-parts';
import styles from './lead-form.module.css';

/**
 * The Austin beta waitlist (spec 000 §2, §4, §8). A submit without name or email is ignored
 * silently; a failure is only logged; success replaces the form with the 'You're In!' panel.
 */
export function WaitlistForm() {
  const form = useLeadForm({
    name: 'waitlist',
    initial: { fullName: '', email: '', phone: '', brokerage: '', headache: '', website: '' },
    canSubmit: (values) => values.fullName.trim() !== '' && values.email.trim() !== '',
    validate: ({ email }) => ({ email: emailError(email) }),
    send: ({ fullName, email, phone, brokerage, headache, website }) =>
      sendWaitlistSignup({ fullName, email, phone: phone || undefined, brokerage, headache, website: website || undefined }),
  });
  const { bind, status } = form;

  if (status === 'success') return <YoureIn />;

  return (
    <>
      <h2 className={styles.panelTitle}>Join the waitlist</h2>
      <p className={styles.panelLead}>Takes a minute. Fields marked * are required.</p>
      <Form loose onSubmit={form.onSubmit} aria-label="Join the waitlist" className={styles.form}>
        <FieldGrid loose>
          <NameInput label="Full name" required maxLength={LEAD_NAME_MAX} {...bind('fullName')} />
          <EmailInput required {...bind('email')} />
        </FieldGrid>
        <FieldGrid loose>
          <Input label="Phone (optional)" type="tel" autoComplete="tel" maxLength={40} {...bind('phone')} />
          <Input label="Brokerage" required autoComplete="organization" maxLength={LEAD_NAME_MAX} {...bind('brokerage')} />
        </FieldGrid>
        <Textarea
          label="What’s your biggest transaction headache?"
          required
          rows={4}
          maxLength={5000}
          placeholder="Chasing signatures, keeping the lender in the loop, answering “any update?” texts…"
          {...bind('headache')}
        />
        <Honeypot {...bind('website')} />
        <div className={styles.footer}>
          <Button type="submit" size="lg" fullWidth loading={status === 'sending'} loadingText="Sending...">
            Join the Waitlist →
          </Button>
        </div>
        <p className={styles.fine}>No credit card needed. We’ll only use your details to run the beta.</p>
      </Form>
    </>
  );
}

function YoureIn() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form is gone; focus the news so keyboard and screen-reader users land on it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <span className={styles.successIcon} aria-hidden="true">
        <CheckIcon size={32} strokeWidth={2.5} />
      </span>
      <h2 ref={heading} tabIndex={-1}>
        You're In!
      </h2>
      <p>Thanks for joining the Threshold Austin beta. We’ll e-mail you before onboarding opens with your spot and next steps.</p>
      <Link to={paths.home.href()} className={buttonClassName({ size: 'lg' })}>
        Return to Home
      </Link>
    </div>
  );
}
