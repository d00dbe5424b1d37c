import { Button } from '@/components/ui/button';
import { FieldGrid, Form } from '@/components/ui/form-layout';
import { Input } from '@/components/ui/input';
import { EmailInput, NameInput } from '@/components/ui/text-fields';
import { Textarea } from '@/components/ui/textarea';

import { sendInvestorInquiry } from '../api/leads-api';
import { EMAIL, mailto } from '../content/contact';
import { emailError, LEAD_NAME_MAX, requiredLine } from '../hooks/lead-rules';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormResult, Honeypot } from './form-parts';
import styles from './lead-form.module.css';

/** Spec 000 §8, verbatim. */
export const INVESTOR_SUCCESS = "Thank you for your interest! We'll be in touch soon.";

/** The investors page's request for the deck (spec 000 §2; the API adds the subject and brand). */
export function InvestorForm() {
  const form = useLeadForm({
    name: 'investor',
    initial: { name: '', email: '', organization: '', message: '', website: '' },
    validate: ({ name, email }) => ({ name: requiredLine(name, 'Name'), email: emailError(email) }),
    send: ({ name, email, organization, message, website }) =>
      sendInvestorInquiry({
          name,
          email,
          organization: organization || undefined,
          message: message || undefined,
          website: website || undefined,
        }),
  });
  const { bind, status } = form;

  return (
    <Form loose noValidate onSubmit={form.onSubmit} aria-label="Request the investor deck" className={styles.form}>
      <FieldGrid loose>
        <NameInput required maxLength={LEAD_NAME_MAX} {...bind('name')} />
        <EmailInput required {...bind('email')} />
      </FieldGrid>
      <Input
        label="Organization"
        autoComplete="organization"
        maxLength={LEAD_NAME_MAX}
        hint="Fund, firm or syndicate, if any."
        {...bind('organization')}
      />
      <Textarea
        label="Message"
        rows={4}
        maxLength={5000}
        placeholder="Stage and check size you focus on, or what you would like to know."
        {...bind('message')}
      />
      <Honeypot {...bind('website')} />
      <div className={styles.footer}>
        <Button type="submit" size="lg" loading={status === 'sending'} loadingText="Sending...">
          Request Investor Deck →
        </Button>
        <p className={styles.fine}>The deck is shared with accredited investors after a short introduction call.</p>
      </div>
      <FormResult
        status={status}
        detail={form.detail}
        success={INVESTOR_SUCCESS}
        fallback={
          <p>
            <a href={mailto(EMAIL.investors, 'Investor inquiry')}>{EMAIL.investors}</a>
          </p>
        }
      />
    </Form>
  );
}
