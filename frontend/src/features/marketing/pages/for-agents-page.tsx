import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { CtaBand } from '../components/cta-band';
import { InDevelopmentNote } from '../components/in-development-note';
import styles from '../components/marketing.module.css';
import { BuildingIcon, ClockIcon, MessageIcon, ShieldIcon, UsersIcon } from '../components/marketing-icons';
import { PageMeta } from '../components/page-meta';
import { PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { Testimonials } from '../components/testimonials';
import { BROKER_TESTIMONIALS } from '../content/testimonials';
import agents from './for-agents-page.module.css';

const AGENT_BENEFITS = [
  {
    icon: ClockIcon,
    title: 'Hours back on every deal',
    text: 'Agents spend about 13 hours per transaction on coordination. Templates, automatic deadlines and one-step sharing take most of that off your plate.',
  },
  {
    icon: MessageIcon,
    title: 'Clients who feel informed',
    text: 'A branded portal answers “where are we?” before it is asked. Happier clients write better reviews and send more referrals.',
  },
  {
    icon: ShieldIcon,
    title: 'Nothing slips',
    text: 'Deadline alerts and missing-document warnings by text and e-mail, with an assistant (Beta) that ranks what matters today.',
  },
] as const;

const PLANS = [
  {
    name: 'Agent',
    price: 'From $35',
    unit: 'per month',
    text: 'For the solo agent who wants every deal and every client update in one place.',
    features: [
      'Buyer, seller and new-construction deals',
      'Client portal and Home Vault',
      'One-step document sharing',
      'Text and e-mail alerts',
    ],
  },
  {
    name: 'Team',
    price: 'Custom',
    unit: 'by team size',
    text: 'For team leads who need to see every deal, share the workload and coach.',
    features: [
      'Everything in Agent',
      'Team dashboard and task hand-off',
      'Shared templates and vendor library',
      'Team reporting',
    ],
    featured: true,
  },
  {
    name: 'Brokerage',
    price: 'Custom',
    unit: 'enterprise',
    text: 'For brokerages that want compliance visibility and analytics across offices.',
    features: [
      'Everything in Team',
      'Compliance review and audit trail',
      'Brokerage analytics',
      'Onboarding and priority support',
    ],
  },
] as const;

export default function ForAgentsPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="For Agents & Brokerages"
        description="Threshold for agents, teams and brokerages: fewer hours per transaction, clients who feel informed, and compliance you can see. Pricing from $35 per month, coming soon."
      />

      <section className={styles.hero} aria-labelledby="agents-title">
        <div className={styles.container}>
          <div className={styles.heroCentered}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              For agents, teams and brokerages
            </p>
            <h1 id="agents-title" className={styles.heroTitle}>
              Built for agents. <em>Ready for teams and brokerages.</em>
            </h1>
            <p className={styles.heroLead}>
              Whether you close twelve homes a year or run twelve offices, Threshold is built to keep every transaction moving and
              every client in the loop, with less of your time.
            </p>
            <InDevelopmentNote />
            <div className={styles.actions}>
              <Link to={paths.waitlist.href()} className={buttonClassName({ size: 'lg' })}>
                Explore Plans &amp; Early Access <ArrowRightIcon size={18} />
              </Link>
              <Link to={paths.waitlist.href()} className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                Request Beta Access
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section id="agents" className={styles.section} aria-labelledby="agents-section-title">
        <div className={styles.container}>
          <SectionHeading
            id="agents-section-title"
            eyebrow="For agents"
            title="Spend your time with clients, not chasing paperwork"
            lead="You already know the steps to get a deal closed. Threshold remembers them for you, tells everyone what happened, and warns you before anything is late."
          />
          <ul className={styles.grid3}>
            {AGENT_BENEFITS.map((benefit) => (
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

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="teams-brokerages-title">
        <div className={styles.container}>
          <SectionHeading
            id="teams-brokerages-title"
            eyebrow="For teams and brokerages"
            title="Visibility across every deal, without micromanaging"
            lead="Give agents a tool they want to use, and get the oversight you need from the same data."
          />
          <div className={styles.grid2}>
            <article id="teams" className={cn(styles.card, agents.audience)} aria-labelledby="teams-title">
              <span className={cn(styles.iconTile, styles.iconTileAccent)}>
                <UsersIcon size={22} />
              </span>
              <h3 id="teams-title" className={styles.cardTitle}>
                Teams
              </h3>
              <p className={styles.cardText}>
                Lead a team that runs like one: shared playbooks, clear hand-offs and a single view of the pipeline.
              </p>
              <ul className={styles.checkList}>
                <li>
                  <CheckIcon size={18} /> Team dashboard: every deal, owner, status and next deadline
                </li>
                <li>
                  <CheckIcon size={18} /> Hand tasks to a transaction coordinator or assistant in one click
                </li>
                <li>
                  <CheckIcon size={18} /> Shared templates and a vetted vendor library
                </li>
                <li>
                  <CheckIcon size={18} /> Workload and cycle-time reporting for coaching
                </li>
              </ul>
            </article>
            <article id="brokerages" className={cn(styles.card, agents.audience)} aria-labelledby="brokerages-title">
              <span className={cn(styles.iconTile, styles.iconTileAccent)}>
                <BuildingIcon size={22} />
              </span>
              <h3 id="brokerages-title" className={styles.cardTitle}>
                Brokerages
              </h3>
              <p className={styles.cardText}>
                Reduce risk and raise the standard of service across every office, without adding admin staff.
              </p>
              <ul className={styles.checkList}>
                <li>
                  <CheckIcon size={18} /> Compliance alerts for missing documents and overdue tasks
                </li>
                <li>
                  <CheckIcon size={18} /> Messages and files timestamped, searchable and visible to the broker
                </li>
                <li>
                  <CheckIcon size={18} /> An audit trail on every transaction file
                </li>
                <li>
                  <CheckIcon size={18} /> Brokerage analytics across agents, teams and offices
                </li>
              </ul>
            </article>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="pricing-title">
        <div className={styles.container}>
          <SectionHeading
            id="pricing-title"
            eyebrow="Pricing preview · coming soon"
            title="Simple pricing that grows with you"
            lead="Final pricing is announced at launch. Beta agents get preferred pricing and hands-on onboarding, and no credit card is needed for early access."
            centered
          />
          <ul className={agents.plans}>
            {PLANS.map((plan) => (
              <li key={plan.name} className={cn(styles.card, agents.plan, 'featured' in plan && agents.featured)}>
                <div className={agents.planHead}>
                  <h3 className={styles.cardTitle}>{plan.name}</h3>
                  <span className={agents.soon}>Coming soon</span>
                </div>
                <p className={agents.price}>
                  <span className={agents.amount}>{plan.price}</span> <span className={agents.unit}>{plan.unit}</span>
                </p>
                <p className={styles.cardText}>{plan.text}</p>
                <ul className={styles.checkList}>
                  {plan.features.map((feature) => (
                    <li key={feature}>
                      <CheckIcon size={18} /> {feature}
                    </li>
                  ))}
                </ul>
                <Link
                  to={paths.waitlist.href('form')}
                  className={buttonClassName({
                    variant: 'featured' in plan ? 'primary' : 'secondary',
                    fullWidth: true,
                    className: agents.planButton,
                  })}
                >
                  Get early access
                </Link>
              </li>
            ))}
          </ul>
          <p className={cn(styles.footnote, agents.pricingNote)}>
            Prices in US dollars. Early beta users get preferred pricing and onboarding.
          </p>
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="agents-testimonials-title">
        <div className={styles.container}>
          <SectionHeading
            id="agents-testimonials-title"
            eyebrow="From the beta"
            title="What agents and brokers are telling us"
            centered
          />
          <Testimonials items={BROKER_TESTIMONIALS} />
        </div>
      </section>

      <CtaBand
        id="agents-cta"
        title="Ready to run your next deal on Threshold?"
        text="Join the Austin beta. We’ll onboard you, your team or your brokerage personally."
        primary={{ label: 'Request Beta Access', to: paths.waitlist.href() }}
        secondary={{ label: 'See the platform', to: paths.platform.href() }}
      />
    </PublicLayout>
  );
}
