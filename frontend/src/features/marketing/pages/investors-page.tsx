import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { ArrowRightIcon, CheckIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { CountUpStats, type CountUpStat } from '../components/count-up-stats';
import { InvestorForm } from '../components/investor-form';
import leadForm from '../components/lead-form.module.css';
import styles from '../components/marketing.module.css';
import { PageMeta } from '../components/page-meta';
import { PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { EMAIL, mailto } from '../content/contact';
import { PILLARS } from '../content/pillars';
import { TEAM } from '../content/team';
import investors from './investors-page.module.css';

/** Spec 000 §2: hero counters climb from 0 to their figure. */
const HERO_COUNTERS: readonly CountUpStat[] = [
  { value: 1.6, decimals: 1, suffix: 'M', label: 'licensed agents in the U.S.' },
  { value: 200, prefix: '$', suffix: 'B', label: 'U.S. residential brokerage industry' },
  { value: 13, suffix: ' hrs', label: 'of coordination per transaction' },
];

/** Spec 000 §2: the market statistics, presented as marketing claims. */
const MARKET = [
  { figure: '1.6M', text: 'licensed real estate agents in the United States, most of them independent businesses of one.' },
  { figure: '$200B', text: 'a year in residential brokerage commissions across the U.S. industry.' },
  { figure: '13 hrs', text: 'spent coordinating the average transaction: documents, dates, parties and updates.' },
  { figure: '78%', text: 'of buyers and sellers say responsiveness is what they value most in their agent.' },
  { figure: '$600–$3,000', text: 'spent by each agent on technology every year, across a patchwork of tools.' },
  { figure: '$110B', text: 'projected global PropTech market by 2030.' },
  { figure: '16%', text: 'compound annual growth rate (CAGR) forecast for PropTech.' },
  { figure: '$20B', text: 'of venture funding invested in PropTech in 2024.' },
] as const;

const TRACTION = [
  'Product in development: the Smart Transaction Hub and client portal first, on one auditable platform; the Home Vault follows',
  'Design partners among agents, team leads and brokers across Central Texas',
  'Waitlist opened October 2025; private beta onboarding Austin agents now',
  'Planned subscription model: agents from $35 per month, with team and brokerage plans',
  'Built for Texas transactions first: templates, deadlines and terminology agents use every day',
] as const;

/** The investor page's reading of the roadmap (spec 000 §2: each page keeps its own dates). */
const ROADMAP = [
  {
    when: 'Q4 2025',
    title: 'Beta in Austin',
    text: 'Private beta with Central Texas design partners; onboarding and feedback loops in place.',
  },
  {
    when: 'Q1 2026',
    title: 'Texas expansion',
    text: 'Houston, Dallas–Fort Worth and San Antonio, with brokerage partners in each market.',
  },
  { when: 'Q2 2026', title: 'Official launch', text: 'General availability, public pricing for agents, teams and brokerages.' },
  {
    when: 'Late 2026 onward',
    title: 'National rollout',
    text: 'New states with their own templates, integrations with the tools agents already use, the Home Vault for every homeowner, and a vendor marketplace.',
  },
] as const;

export default function InvestorsPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="Investors"
        description="Threshold is building the coordination layer for the U.S. home transaction, starting in Austin. Market, traction, team and roadmap, and how to request the investor deck."
      />

      <section className={styles.hero} aria-labelledby="investors-title">
        <div className={cn(styles.container, styles.heroGrid)}>
          <div className={styles.heroCopy}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              Investor relations
            </p>
            <h1 id="investors-title" className={styles.heroTitle}>
              Invest in how <em>homes change hands</em>
            </h1>
            <p className={styles.heroLead}>
              Every home sale runs on an agent coordinating a dozen parties with tools that were never built to talk to each
              other. Threshold is the shared system of record for the transaction, and the relationship that continues after
              closing.
            </p>
            <div className={styles.actions}>
              <a href="#investor-contact" className={buttonClassName({ size: 'lg' })}>
                Request the Investor Deck <ArrowRightIcon size={18} />
              </a>
              <a href="#roadmap" className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                View the Roadmap
              </a>
            </div>
          </div>
          <div className={investors.glance}>
            <p className={investors.glanceTitle}>The opportunity at a glance</p>
            <CountUpStats stats={HERO_COUNTERS} className={investors.glanceStats} />
            <p className={investors.glanceNote}>Industry estimates; see the market section below.</p>
          </div>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="market-title">
        <div className={styles.container}>
          <SectionHeading
            id="market-title"
            eyebrow="The market"
            title="A large, fragmented market still running on texts and PDFs"
            lead="Agents are independent businesses that buy their own software. They spend real money on technology, yet coordination, the work clients feel most, remains manual."
          />
          <ul className={investors.market}>
            {MARKET.map((item) => (
              <li key={item.figure} className={investors.stat}>
                <span className={investors.figure}>{item.figure}</span>
                <span className={investors.statText}>{item.text}</span>
              </li>
            ))}
          </ul>
          <p className={styles.footnote}>
            Market figures are industry estimates from public sources, shown for illustration and not audited. Nothing on this
            page is an offer to sell, or a solicitation of an offer to buy, any security.
          </p>
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="traction-title">
        <div className={cn(styles.container, styles.split, investors.traction)}>
          <SectionHeading
            id="traction-title"
            eyebrow="Traction"
            title="Being built with agents, and learning fast"
            lead="We started where the pain is sharpest: a fast-moving market, agents who juggle many deals, and clients who expect to know what is happening."
          />
          <ul className={cn(styles.checkList, investors.tractionList)}>
            {TRACTION.map((item) => (
              <li key={item}>
                <CheckIcon size={18} /> {item}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="investor-team-title">
        <div className={styles.container}>
          <SectionHeading id="investor-team-title" eyebrow="Team" title="Operators who know the closing table" centered />
          <ul className={styles.grid3}>
            {TEAM.map((member) => (
              <li key={member.role} className={styles.card}>
                <span className={investors.monogram} aria-hidden="true">
                  {member.initials}
                </span>
                <h3 className={styles.cardTitle}>{member.role}</h3>
                <p className={investors.focus}>{member.focus}</p>
                <p className={styles.cardText}>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="roadmap" className={cn(styles.section, styles.tinted)} aria-labelledby="roadmap-title">
        <div className={styles.container}>
          <SectionHeading id="roadmap-title" eyebrow="Roadmap" title="From Austin to every market" centered />
          <ol className={investors.roadmap}>
            {ROADMAP.map((step, i) => (
              <li key={step.when} className={cn(investors.milestone, i === 0 && investors.now)}>
                <span className={investors.when}>{step.when}</span>
                <h3 className={styles.cardTitle}>{step.title}</h3>
                <p className={styles.cardText}>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="product-title">
        <div className={styles.container}>
          <SectionHeading id="product-title" eyebrow="The product" title="Three pillars, one platform" centered />
          <ul className={styles.grid3}>
            {PILLARS.map((pillar) => (
              <li key={pillar.anchor} className={styles.card}>
                <h3 className={styles.cardTitle}>{pillar.name}</h3>
                <p className={styles.cardText}>{pillar.summary}</p>
                <Link to={paths.platform.href(pillar.anchor)} className={styles.cardLink}>
                  See it on the platform page <ArrowRightIcon size={16} />
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="investor-contact" className={cn(styles.section, styles.tinted)} aria-labelledby="investor-contact-title">
        <div className={cn(styles.container, investors.contact)}>
          <div>
            <SectionHeading
              id="investor-contact-title"
              eyebrow="Investor inquiries"
              title="Request the investor deck"
              lead="Tell us a little about yourself and we’ll send the deck and find time to talk."
            />
            <ul className={cn(styles.checkList, investors.deckList)}>
              <li>
                <CheckIcon size={18} /> The investor deck: market, product, traction and roadmap
              </li>
              <li>
                <CheckIcon size={18} /> A live walkthrough of the product with real transaction flows
              </li>
              <li>
                <CheckIcon size={18} /> Time with the founding team to answer your questions
              </li>
            </ul>
            <p className={styles.cardText}>
              Prefer e-mail? Write to <a href={mailto(EMAIL.investors, 'Investor inquiry')}>{EMAIL.investors}</a>.
            </p>
          </div>
          <div className={leadForm.panel}>
            <p className={leadForm.panelLead}>Fields marked * are required.</p>
            <InvestorForm />
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
