import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button-class';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { CtaBand } from '../components/cta-band';
import { HeroMockup } from '../components/hero-mockup';
import styles from '../components/marketing.module.css';
import {
  BellIcon,
  BuildingIcon,
  ChartIcon,
  FileIcon,
  HomeIcon,
  MessageIcon,
  SparklesIcon,
  UsersIcon,
  WorkflowIcon,
} from '../components/marketing-icons';
import { PageMeta } from '../components/page-meta';
import { PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { InDevelopmentNote } from '../components/in-development-note';
import { Testimonials } from '../components/testimonials';
import { TimelineMockup } from '../components/timeline-mockup';
import { PILLARS } from '../content/pillars';
import { AGENT_TESTIMONIALS } from '../content/testimonials';
import home from './home-page.module.css';

const FEATURES = [
  {
    icon: FileIcon,
    title: 'One-step document sharing',
    text: 'Upload once and the client, title company, lender and compliance each get what they need, with a record of who received it.',
  },
  {
    icon: WorkflowIcon,
    title: 'Milestones that build themselves',
    text: 'Enter the contract date and Threshold lays out option period, financing, survey, walkthrough and closing for Texas deals.',
  },
  {
    icon: HomeIcon,
    title: 'A portal your clients will use',
    text: 'Buyers and sellers see progress, a What’s Next timeline, vendor and utility setup, and short explainers at every milestone.',
  },
  {
    icon: MessageIcon,
    title: 'Messages with a paper trail',
    text: 'Every conversation lives on the deal: timestamped, searchable and visible to the broker, instead of scattered across texts.',
  },
  {
    icon: BellIcon,
    title: 'Alerts before it’s a problem',
    text: 'Missing-document and overdue-task alerts by text and e-mail, so nothing surfaces for the first time at the closing table.',
  },
  {
    icon: SparklesIcon,
    title: 'An assistant for your day',
    beta: true,
    text: 'Threshold suggests what to do next: deadlines, checklists and follow-ups, ranked by urgency. You stay in control of every step.',
  },
] as const;

const AUDIENCES = [
  {
    icon: UsersIcon,
    title: 'Agents',
    text: 'Run more deals without more late nights. Your checklist, calendar and client updates in one place.',
    to: paths.forAgents.href('agents'),
    link: 'For agents',
  },
  {
    icon: ChartIcon,
    title: 'Teams',
    text: 'See every deal on the team, balance the workload and coach with real numbers, not Monday-morning calls.',
    to: paths.forAgents.href('teams'),
    link: 'For teams',
  },
  {
    icon: BuildingIcon,
    title: 'Brokerages',
    text: 'Compliance visibility, an audit trail on every file and analytics across offices, with a client experience that carries your brand.',
    to: paths.forAgents.href('brokerages'),
    link: 'For brokerages',
  },
  {
    icon: HomeIcon,
    title: 'Buyers & sellers',
    text: 'Know where your sale stands, what happens next and who to call. Later, a Home Vault keeps every document for life.',
    to: paths.platform.href('client-experience'),
    link: 'The client experience',
  },
] as const;

export default function HomePage() {
  return (
    <PublicLayout>
      <PageMeta description="Threshold keeps agents, clients, lenders and title in sync from contract to close: one timeline for every date, document and message. In development with agents in Austin, Texas." />

      <section className={styles.hero} aria-labelledby="home-title">
        <div className={cn(styles.container, styles.heroGrid)}>
          <div className={styles.heroCopy}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              Private beta now onboarding in Austin, Texas
            </p>
            <h1 id="home-title" className={styles.heroTitle}>
              Confidence for every client, <em>control for every agent.</em>
            </h1>
            <p className={styles.heroLead}>
              Threshold is the transaction coordination platform that keeps both sides of a real estate deal in sync, from signed
              contract to keys in hand. Every date, document and conversation on one shared timeline.
            </p>
            <div className={styles.actions}>
              <Link to={paths.waitlist.href('form')} className={buttonClassName({ size: 'lg' })}>
                Join the Beta <ArrowRightIcon size={18} />
              </Link>
              <Link to={paths.platform.href()} className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                See the platform
              </Link>
            </div>
            <ul className={styles.note}>
              <li>
                <CheckIcon size={16} /> No credit card for early access
              </li>
              <li>
                <CheckIcon size={16} /> Preferred pricing for beta agents
              </li>
            </ul>
          </div>
          <HeroMockup />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="why-title">
        <div className={styles.container}>
          <SectionHeading
            id="why-title"
            eyebrow="Why Threshold"
            title="Deals don’t fall apart at the closing table. They fall apart in the gaps between people."
            lead="An agent coordinates a dozen parties on every transaction: clients, lender, title, inspector, the other agent, compliance. Today that happens across texts, inboxes and spreadsheets, and the client is the last to know. Threshold gives everyone one source of truth, and gives you your time back."
          />
          <ul className={styles.grid3}>
            {PILLARS.map((pillar, i) => (
              <li key={pillar.anchor} className={cn(styles.card, home.pillar)}>
                <span className={home.pillarNumber} aria-hidden="true">
                  0{i + 1}
                </span>
                <h3 className={styles.cardTitle}>{pillar.name}</h3>
                <p className={styles.cardText}>{pillar.summary}</p>
                <Link to={paths.platform.href(pillar.anchor)} className={styles.cardLink}>
                  Explore {pillar.name} <ArrowRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="features-title">
        <div className={styles.container}>
          <SectionHeading
            id="features-title"
            eyebrow="What we are building"
            title="Everything a transaction needs, nothing it doesn’t"
            lead="Designed with Central Texas agents, for the way deals actually move: fast, with many hands, and with no room for a missed deadline."
            centered
          />
          <InDevelopmentNote className={home.featuresNote} />
          <ul className={styles.grid3}>
            {FEATURES.map((feature) => (
              <li key={feature.title} className={styles.card}>
                <span className={styles.iconTile}>
                  <feature.icon size={22} />
                </span>
                <h3 className={styles.cardTitle}>
                  {feature.title}
                  {'beta' in feature && <span className={styles.betaTag}>Beta</span>}
                </h3>
                <p className={styles.cardText}>{feature.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="timeline-title">
        <div className={cn(styles.container, styles.split)}>
          <div className={styles.heading}>
            <p className={styles.eyebrow}>One shared timeline</p>
            <h2 id="timeline-title" className={styles.title}>
              Everyone knows where the deal stands. Nobody has to ask.
            </h2>
            <p className={styles.lead}>
              Each transaction will get a living timeline: what is done, what is in progress and what comes next, with the date it
              is due. Agents work from it; clients follow it from their phone; lender and title see the milestones that concern
              them.
            </p>
            <ul className={cn(styles.checkList, home.timelinePoints)}>
              <li>
                <CheckIcon size={18} /> Deadlines computed from the contract, adjusted when dates move
              </li>
              <li>
                <CheckIcon size={18} /> Text and e-mail notifications when a milestone is reached
              </li>
              <li>
                <CheckIcon size={18} /> An audit trail of who did what, and when
              </li>
            </ul>
          </div>
          <TimelineMockup />
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="audience-title">
        <div className={styles.container}>
          <SectionHeading id="audience-title" eyebrow="Who it’s for" title="Built for everyone at the table" centered />
          <ul className={styles.grid4}>
            {AUDIENCES.map((audience) => (
              <li key={audience.title} className={styles.card}>
                <span className={cn(styles.iconTile, styles.iconTileAccent)}>
                  <audience.icon size={22} />
                </span>
                <h3 className={styles.cardTitle}>{audience.title}</h3>
                <p className={styles.cardText}>{audience.text}</p>
                <Link to={audience.to} className={styles.cardLink}>
                  {audience.link} <ArrowRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="testimonials-title">
        <div className={styles.container}>
          <SectionHeading
            id="testimonials-title"
            eyebrow="From the beta"
            title="Agents in our design-partner program"
            lead="We build Threshold side by side with working agents and brokers across Central Texas."
            centered
          />
          <Testimonials items={AGENT_TESTIMONIALS} />
        </div>
      </section>

      <CtaBand
        id="home-cta"
        title="Be one of the first agents on Threshold"
        text="Beta agents get white-glove onboarding and preferred pricing when we launch. No credit card needed."
        primary={{ label: 'Join the Beta', to: paths.waitlist.href('form') }}
        secondary={{ label: 'Talk to us', to: paths.about.href('contact') }}
      />
    </PublicLayout>
  );
}
