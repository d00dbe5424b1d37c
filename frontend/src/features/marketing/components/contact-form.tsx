import { Link, useLocation } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldGrid, Form } from '@/components/ui/form-layout';
import { EmailInput, NameInput } from '@/components/ui/text-fields';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';

import { sendContactMessage } from '../api/leads-api';
import { EMAIL, mailto } from '../content/contact';
import { emailError, LEAD_NAME_MAX, requiredLine, requiredText } from '../hooks/lead-rules';
import { useLeadForm } from '../hooks/use-lead-form';
import { FormResult, Honeypot } from './form-parts';
import styles from './lead-form.module.css';

/** Spec 000 §2 (About): the interest checkboxes, by id. */
export const INTERESTS = [
  { id: 'agent-beta', label: 'Joining the agent beta' },
  { id: 'broker-partnership', label: 'A brokerage partnership' },
  { id: 'investor-advisor', label: 'Investing or advising' },
  { id: 'something-else', label: 'Something else' },
] as const;

/** Spec 000 §8, verbatim. */
export const CONTACT_SUCCESS = "Thanks for reaching out. We'll get back to you soon.";

/** The About page's contact form (spec 000 §2, §4, §8). */
export function ContactForm() {
  const { pathname } = useLocation();
  const form = useLeadForm({
    name: 'contact',
    initial: { name: '', email: '', message: '', interests: [] as string[], website: '' },
    validate: ({ name, email, message }) => ({
      name: requiredLine(name, 'Name'),
      email: emailError(email),
      message: requiredText(message, 'Message'),
    }),
    send: ({ name, email, message, interests, website }) =>
      sendContactMessage({
          name,
          email,
          message,
          // Spec 000 §3: the selected ids, as one comma-separated string.
          interests: INTERESTS.map((option) => option.id)
            .filter((id) => interests.includes(id))
            .join(','),
          website: website || undefined,
        }),
  });
  const { values, set, bind, status } = form;
  const sending = status === 'sending';

  const toggleInterest = (id: string, checked: boolean) =>
    set(
      'interests',
      checked ? [...values.interests.filter((value) => value !== id), id] : values.interests.filter((value) => value !== id),
    );

  return (
    <Form loose noValidate onSubmit={form.onSubmit} aria-label="Contact Threshold" className={styles.form}>
      <FieldGrid loose>
        <NameInput required maxLength={LEAD_NAME_MAX} {...bind('name')} />
        <EmailInput required {...bind('email')} />
      </FieldGrid>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>I’m interested in</legend>
        <div className={styles.checks}>
          {INTERESTS.map((option) => (
            <Checkbox
              key={option.id}
              id={`interest-${option.id}`}
              name="interests"
              value={option.id}
              label={option.label}
              checked={values.interests.includes(option.id)}
              onCheckedChange={(checked) => toggleInterest(option.id, checked)}
            />
          ))}
        </div>
      </fieldset>
      <Textarea
        label="Message"
        required
        rows={5}
        maxLength={5000}
        placeholder="Tell us about your business, your team, or the question on your mind."
        {...bind('message')}
      />
      <Honeypot {...bind('website')} />
      <div className={styles.footer}>
        <Button type="submit" size="lg" loading={sending} loadingText="Sending...">
          Send Message →
        </Button>
        <p className={styles.fine}>
          We reply within two business days and never sell your data. See our{' '}
          <Link to={paths.privacy.href()} state={{ from: pathname }}>
            Privacy Policy
          </Link>
          .
        </p>
      </div>
      <FormResult
        status={status}
        detail={form.detail}
        success={CONTACT_SUCCESS}
        fallback={
          <p>
            <a href={mailto(EMAIL.hello, 'Message from the Threshold website')}>{EMAIL.hello}</a>
          </p>
        }
      />
    </Form>
  );
}
