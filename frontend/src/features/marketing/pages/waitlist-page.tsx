import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

import leadForm from '../components/lead-form.module.css';
import styles from '../components/marketing.module.css';
import { KeyIcon, MessageIcon, RocketIcon, SparklesIcon } from '../components/marketing-icons';
import { PageMeta } from '../components/page-meta';
import { PublicLayout } from '../components/public-layout';
import { QuoteCarousel } from '../components/quote-carousel';
import { SectionHeading } from '../components/section-heading';
import { WaitlistForm } from '../components/waitlist-form';
import { WAITLIST_QUOTES } from '../content/testimonials';
import waitlist from './waitlist-page.module.css';

const BENEFITS = [
  {
    icon: SparklesIcon,
    title: 'Preferred founding pricing',
    text: 'Beta agents keep a preferred rate when we launch publicly. No credit card needed to start.',
  },
  {
    icon: KeyIcon,
    title: 'White-glove onboarding',
    text: 'We set up your templates and your first live transactions with you, one on one.',
  },
  {
    icon: MessageIcon,
    title: 'A direct line to the team',
    text: 'Your feedback goes straight to the people building Threshold, and shows up in the product.',
  },
  {
    icon: RocketIcon,
    title: 'First access to new features',
    text: 'Try the assistant, new integrations and brokerage tools before anyone else.',
  },
] as const;

/** The waitlist page's reading of the roadmap (spec 000 §2: each page keeps its own dates). */
const TIMELINE = [
  { when: 'October 2025', title: 'Waitlist opens', text: 'Agents across Central Texas reserve their spot.' },
  {
    when: 'November 2025',
    title: 'Private beta onboarding',
    text: 'The first cohort is onboarded personally, a few agents at a time.',
  },
  { when: 'Q1 2026', title: 'Public beta in Austin', text: 'Every Austin-area agent on the waitlist is invited in.' },
  { when: 'Mid 2026', title: 'Other Texas markets', text: 'Houston, Dallas–Fort Worth and San Antonio follow.' },
] as const;

export default function WaitlistPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Join the Austin Beta"
        description="Be part of the Threshold Austin beta: preferred founding pricing, white-glove onboarding and a direct line to the team. No credit card needed."
      />

      <section className={styles.hero} aria-labelledby="waitlist-title">
        <div className={cn(styles.container, styles.heroGrid, waitlist.heroGrid)}>
          <div className={styles.heroCopy}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              Limited spots · Austin and Central Texas
            </p>
            <h1 id="waitlist-title" className={styles.heroTitle}>
              Be Part of the Threshold Austin Beta
            </h1>
            <p className={styles.heroLead}>
              We are onboarding a small group of Austin agents to run real transactions on Threshold and shape what we build next.
              Tell us about your business and the part of the transaction you would fix first.
            </p>
            <ul className={cn(styles.checkList, waitlist.perks)}>
              <li>
                <CheckIcon size={18} /> Preferred pricing for beta agents
              </li>
              <li>
                <CheckIcon size={18} /> Personal onboarding for you and your clients
              </li>
              <li>
                <CheckIcon size={18} /> No credit card needed for early access
              </li>
            </ul>
          </div>
          <div id="form" className={leadForm.panel}>
            <WaitlistForm />
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="benefits-title">
        <div className={styles.container}>
          <SectionHeading id="benefits-title" eyebrow="Why join now" title="What beta agents get" centered />
          <ul className={styles.grid4}>
            {BENEFITS.map((benefit) => (
              <li key={benefit.title} className={styles.card}>
                <span className={styles.iconTile}>
                  <benefit.icon size={22} />
                </span>
                <h3 className={styles.cardTitle}>{benefit.title}</h3>
                <p className={styles.cardText}>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="beta-timeline-title">
        <div className={styles.container}>
          <SectionHeading id="beta-timeline-title" eyebrow="Timeline" title="How the beta rolls out" centered />
          <ol className={waitlist.timeline}>
            {TIMELINE.map((step, i) => (
              <li key={step.when} className={waitlist.step}>
                <span className={waitlist.number} aria-hidden="true">
                  {i + 1}
                </span>
                <span className={waitlist.when}>{step.when}</span>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="quotes-title">
        <div className={styles.container}>
          <h2 id="quotes-title" className="visually-hidden">
            What beta agents say
          </h2>
          <QuoteCarousel quotes={WAITLIST_QUOTES} label="What beta agents say" />
        </div>
      </section>
    </PublicLayout>
  );
}
