import type { ComponentType, SVGProps } from 'react';
import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { CtaBand } from '../components/cta-band';
import { InDevelopmentNote } from '../components/in-development-note';
import styles from '../components/marketing.module.css';
import {
  BellIcon,
  CalendarIcon,
  ChartIcon,
  ClockIcon,
  FileIcon,
  HomeIcon,
  KeyIcon,
  MessageIcon,
  ShieldIcon,
  SparklesIcon,
  UsersIcon,
  WorkflowIcon,
} from '../components/marketing-icons';
import { PageMeta } from '../components/page-meta';
import { PlatformDemo } from '../components/platform-demo';
import { PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import platform from './platform-page.module.css';

type Icon = ComponentType<SVGProps<SVGSVGElement> & { size?: number }>;

interface Capability {
  icon: Icon;
  title: string;
  text: string;
  beta?: boolean;
}

const TRANSACTION_HUB: readonly Capability[] = [
  {
    icon: HomeIcon,
    title: 'Deals',
    text: 'Buyer, seller and new-construction transactions with parties, property details and status in one record.',
  },
  {
    icon: CalendarIcon,
    title: 'Dates & calendar sync',
    text: 'Every contract deadline on one calendar, synced to the calendar you already use.',
  },
  {
    icon: FileIcon,
    title: 'Documents',
    text: 'Upload once, share in one step with client, title, lender and compliance. Missing documents are flagged.',
  },
  {
    icon: ChartIcon,
    title: 'Dashboard & insights',
    text: 'Your pipeline at a glance: what closes this month, what is at risk, and where your time goes.',
  },
  {
    icon: SparklesIcon,
    title: 'Assistant',
    beta: true,
    text: 'Suggests the day’s priorities, deadlines and checklists, and explains why. Suggestions only: you decide.',
  },
  {
    icon: BellIcon,
    title: 'Text & e-mail alerts',
    text: 'Overdue tasks and missing paperwork reach you where you are, before they become a problem.',
  },
];

const CLIENT_HUB: readonly Capability[] = [
  { icon: ChartIcon, title: 'Progress view', text: 'Clients see how far along their purchase or sale is, in plain language.' },
  {
    icon: ClockIcon,
    title: 'What’s Next timeline',
    text: 'The next three things that will happen, and what the client needs to do for each.',
  },
  {
    icon: KeyIcon,
    title: 'Vendors & utilities',
    text: 'Your trusted inspectors, movers and utility providers, with setup reminders before move-in.',
  },
  {
    icon: MessageIcon,
    title: 'Messaging & scheduling',
    text: 'In-app conversations and appointment scheduling instead of lost texts.',
  },
  {
    icon: SparklesIcon,
    title: 'Milestone explainers',
    text: 'Short, friendly prompts that explain the option period, appraisal or closing when they arrive.',
  },
  {
    icon: ShieldIcon,
    title: 'Lifetime Home Vault',
    text: 'On the roadmap: after closing, every document stays in a read-only vault the homeowner keeps for life.',
  },
];

const WORKFLOWS: readonly Capability[] = [
  {
    icon: WorkflowIcon,
    title: 'Templates by type and state',
    text: 'Start from a Texas buyer, seller or new-construction template, or build your own.',
  },
  {
    icon: CalendarIcon,
    title: 'Milestone triggers',
    text: 'Set a date and the dependent milestones and tasks are scheduled for you.',
  },
  {
    icon: BellIcon,
    title: 'Deadline alerts',
    text: 'Warnings before a contractual deadline passes, for you and, if you choose, your client.',
  },
  {
    icon: UsersIcon,
    title: 'Role-based dashboards',
    text: 'Agents, team leads, brokers and clients each see the view made for their job.',
  },
  {
    icon: ChartIcon,
    title: 'Light reporting',
    text: 'Volume, cycle times and bottlenecks by agent, team and office, with brokerage analytics.',
  },
  {
    icon: ShieldIcon,
    title: 'Audit trail',
    text: 'Who changed what, and when, on every file. Compliance reviews take minutes, not days.',
  },
];

function CapabilityGrid({ items }: { items: readonly Capability[] }) {
  return (
    <ul className={styles.grid3}>
      {items.map((item) => (
        <li key={item.title} className={cn(styles.card, platform.capability)}>
          <span className={styles.iconTile}>
            <item.icon size={20} />
          </span>
          <h3 className={styles.cardTitle}>
            {item.title}
            {item.beta && <span className={styles.betaTag}>Beta</span>}
          </h3>
          <p className={styles.cardText}>{item.text}</p>
        </li>
      ))}
    </ul>
  );
}

export default function PlatformPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Platform"
        description="See the Threshold platform: a Smart Transaction Hub for agents, a Client Experience Hub for buyers and sellers, and Guided Workflows that keep every deal on track."
      />

      <section className={styles.hero} aria-labelledby="platform-title">
        <div className={styles.container}>
          <div className={styles.heroCentered}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              The Threshold platform
            </p>
            <h1 id="platform-title" className={styles.heroTitle}>
              One platform from <em>contract to close</em>, and long after
            </h1>
            <p className={styles.heroLead}>
              Threshold connects the agent’s workspace with the client’s portal. When you update a deal, everyone who needs to
              know will hear of it, automatically.
            </p>
            <InDevelopmentNote />
            <ul className={styles.note}>
              {(['transaction-hub', 'client-experience', 'guided-workflows'] as const).map((anchor, i) => (
                <li key={anchor}>
                  <a href={`#${anchor}`} className={platform.jump}>
                    {['Smart Transaction Hub', 'Client Experience Hub', 'Guided Workflows'][i]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={platform.demo}>
            <PlatformDemo />
          </div>
        </div>
      </section>

      <section id="transaction-hub" className={styles.section} aria-labelledby="transaction-hub-title">
        <div className={styles.container}>
          <SectionHeading
            id="transaction-hub-title"
            eyebrow="Pillar 1 · For agents"
            title="Smart Transaction Hub"
            lead="Your deals, dates, documents and dashboard in one workspace. Stop rebuilding the same checklist in a spreadsheet for every contract."
          />
          <CapabilityGrid items={TRANSACTION_HUB} />
        </div>
      </section>

      <section id="client-experience" className={cn(styles.section, styles.tinted)} aria-labelledby="client-experience-hub">
        <div className={styles.container}>
          <SectionHeading
            id="client-experience-hub"
            eyebrow="Pillar 2 · For buyers and sellers"
            title="Client Experience Hub"
            lead="Buying or selling a home is one of the biggest moments in a person’s life. Threshold shows your clients exactly where they stand, so they feel looked after, and you get fewer 'any update?' calls."
          />
          <CapabilityGrid items={CLIENT_HUB} />
        </div>
      </section>

      <section id="guided-workflows" className={styles.section} aria-labelledby="guided-workflows-title">
        <div className={styles.container}>
          <SectionHeading
            id="guided-workflows-title"
            eyebrow="Pillar 3 · For teams and brokerages"
            title="Guided Workflows"
            lead="Your best agent’s process, built into every transaction. Templates and triggers carry the playbook; alerts catch what slips."
          />
          <CapabilityGrid items={WORKFLOWS} />
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="trust-title">
        <div className={cn(styles.container, styles.split)}>
          <SectionHeading
            id="trust-title"
            eyebrow="Built on trust"
            title="Your clients’ data stays theirs"
            lead="Threshold never sells data. Files are shared only with the parties you choose, every change is recorded, and the assistant’s suggestions are rules you can read, not a black box."
          />
          <ul className={cn(styles.checkList, platform.trustList)}>
            <li>
              <CheckIcon size={18} /> Role-based access: clients see their transaction, and only the fields meant for them
            </li>
            <li>
              <CheckIcon size={18} /> Authorised downloads, never public file links
            </li>
            <li>
              <CheckIcon size={18} /> A complete audit trail on every file, visible to the broker
            </li>
            <li>
              <CheckIcon size={18} /> Referral prompts after closing, when clients are happiest
            </li>
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="platform-next-title">
        <div className={cn(styles.container, platform.nextRow)}>
          <div>
            <h2 id="platform-next-title" className={styles.cardTitle}>
              Running a team or a brokerage?
            </h2>
            <p className={styles.cardText}>See how Threshold scales from one agent to many offices, and what it will cost.</p>
          </div>
          <Link to={paths.forAgents.href()} className={buttonClassName({ variant: 'secondary', size: 'lg' })}>
            For Agents &amp; Brokerages <ArrowRightIcon size={18} />
          </Link>
        </div>
      </section>

      <CtaBand
        id="platform-cta"
        title="See it with your own deals"
        text="Join the Austin beta and we’ll set up your first transactions with you."
        primary={{ label: 'Join the Beta', to: paths.waitlist.href('form') }}
      />
    </PublicLayout>
  );
}
