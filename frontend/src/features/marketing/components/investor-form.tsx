import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

import { useSendInvestorInquiryMutation } from '../api/leads-api';
import { EMAIL, mailto } from '../content/contact';
import { emailError, requiredLine } from '../hooks/lead-rules';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormResult, Honeypot } from './form-parts';
import styles from './lead-form.module.css';

/** Spec 000 §8, verbatim. */
export const INVESTOR_SUCCESS = "Thank you for your interest! We'll be in touch soon.";

/** The investors page's request for the deck (spec 000 §2; the API adds the subject and brand). */
export function InvestorForm() {
  const [send] = useSendInvestorInquiryMutation();
  const form = useLeadForm({
    name: 'investor',
    initial: { name: '', email: '', organization: '', message: '', website: '' },
    validate: ({ name, email }) => ({ name: requiredLine(name, 'Name'), email: emailError(email) }),
    send: ({ name, email, organization, message, website }) =>
      send({
        submitInvestorInquiryDto: {
          name,
          email,
          organization: organization || undefined,
          message: message || undefined,
          website: website || undefined,
        },
      }).unwrap(),
  });
  const { values, set, status } = form;

  return (
    <form className={styles.form} noValidate onSubmit={form.onSubmit} aria-label="Request the investor deck">
      <div className={styles.row}>
        <Input
          label="Name"
          name="name"
          required
          autoComplete="name"
          maxLength={200}
          value={values.name}
          error={form.errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <Input
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          value={values.email}
          error={form.errors.email}
          onChange={(e) => set('email', e.target.value)}
        />
      </div>
      <Input
        label="Organization"
        name="organization"
        autoComplete="organization"
        maxLength={200}
        hint="Fund, firm or syndicate, if any."
        value={values.organization}
        onChange={(e) => set('organization', e.target.value)}
      />
      <Textarea
        label="Message"
        name="message"
        rows={4}
        maxLength={5000}
        placeholder="Stage and check size you focus on, or what you would like to know."
        value={values.message}
        onChange={(e) => set('message', e.target.value)}
      />
      <Honeypot value={values.website} onChange={(value) => set('website', value)} />
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
    </form>
  );
}
