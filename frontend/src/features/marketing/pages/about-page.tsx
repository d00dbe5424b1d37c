import { Link } from 'react-router-dom';

import { buttonClassName } from '@/components/ui/button';
import { ArrowRightIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { cn } from '@/utils/cn';

import { ContactForm } from '../components/contact-form';
import leadForm from '../components/lead-form.module.css';
import styles from '../components/marketing.module.css';
import { HeartIcon, MailIcon, MapPinIcon, ShieldIcon, TargetIcon, UsersIcon } from '../components/marketing-icons';
import { PageMeta } from '../components/page-meta';
import { PublicLayout } from '../components/public-layout';
import { SectionHeading } from '../components/section-heading';
import { COMPANY_LOCATION, EMAIL, mailto } from '../content/contact';
import { TEAM } from '../content/team';
import about from './about-page.module.css';

const VALUES = [
  {
    icon: HeartIcon,
    title: 'Clients first',
    text: 'A home purchase is personal. Every feature has to make the buyer or seller feel more confident, not just the agent more efficient.',
  },
  {
    icon: TargetIcon,
    title: 'Agents in control',
    text: 'Threshold suggests; people decide. Automation handles the routine so professionals can use their judgement where it counts.',
  },
  {
    icon: ShieldIcon,
    title: 'Privacy is not for sale',
    text: 'We never sell data. Clients see their own transaction, agents see their own deals, and every access is recorded.',
  },
  {
    icon: UsersIcon,
    title: 'Built with the field',
    text: 'We ship nothing that hasn’t been in front of working agents and brokers first. The beta is how we build, not a launch phase.',
  },
] as const;

export default function AboutPage() {
  return (
    <PublicLayout>
      <PageMeta
        title="About & Contact"
        description="The story, team and values behind Threshold, the Austin-built transaction coordination platform, and how to reach us."
      />

      <section className={styles.hero} aria-labelledby="about-title">
        <div className={styles.container}>
          <div className={styles.heroCentered}>
            <p className={styles.pill}>
              <span className={styles.pillDot} aria-hidden="true" />
              Made in {COMPANY_LOCATION}
            </p>
            <h1 id="about-title" className={styles.heroTitle}>
              About Threshold: <em>the crossing point</em> every client remembers
            </h1>
            <p className={styles.heroLead}>
              A threshold is the moment a buyer walks through their new front door. We build the software that gets everyone there
              calmly, on time and together.
            </p>
            <div className={styles.actions}>
              <a href="#contact" className={buttonClassName({ size: 'lg' })}>
                Contact us
              </a>
              <Link to={paths.waitlist.href()} className={buttonClassName({ size: 'lg', variant: 'secondary' })}>
                Join the Beta Waitlist
              </Link>
            </div>
          </div>
        </div>
      </section>

      <section id="our-story" className={styles.section} aria-labelledby="story-title">
        <div className={cn(styles.container, styles.split, about.story)}>
          <SectionHeading
            id="story-title"
            eyebrow="Our story"
            title="We started with one question: why is the client always the last to know?"
          />
          <div className={about.prose}>
            <p>
              Every agent we spoke to had the same week: a contract signed on Monday, an inspection to schedule, a lender waiting
              on a document, a title company asking for the survey, and a buyer texting at night to ask whether everything was all
              right. The work was getting done. It just lived in a dozen inboxes, and nobody could see all of it.
            </p>
            <p>
              Transaction software had been built for the back office: forms, storage and compliance checklists. None of it was
              built for the two people who matter most, the agent doing the work and the client living through it.
            </p>
            <p>
              So we started Threshold in Austin, with agents from Round Rock to San Marcos as design partners. We are building one
              shared timeline for every deal: the agent’s control centre on one side, the client’s window into their purchase or
              sale on the other, and a Home Vault that stays with the homeowner after the keys change hands.
            </p>
          </div>
        </div>
      </section>

      <section className={cn(styles.section, styles.tinted)} aria-labelledby="team-title">
        <div className={styles.container}>
          <SectionHeading
            id="team-title"
            eyebrow="Team"
            title="A small team with real estate in its bones"
            lead="Agents, product builders and engineers who have sat on both sides of the closing table."
            centered
          />
          <ul className={styles.grid3}>
            {TEAM.map((member) => (
              <li key={member.role} className={cn(styles.card, about.member)}>
                <span className={about.monogram} aria-hidden="true">
                  {member.initials}
                </span>
                <h3 className={styles.cardTitle}>{member.role}</h3>
                <p className={about.focus}>{member.focus}</p>
                <p className={styles.cardText}>{member.bio}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="values-title">
        <div className={styles.container}>
          <SectionHeading id="values-title" eyebrow="Values" title="What we will not compromise on" centered />
          <ul className={styles.grid4}>
            {VALUES.map((value) => (
              <li key={value.title} className={styles.card}>
                <span className={styles.iconTile}>
                  <value.icon size={22} />
                </span>
                <h3 className={styles.cardTitle}>{value.title}</h3>
                <p className={styles.cardText}>{value.text}</p>
              </li>
            ))}
          </ul>
          <div className={about.waitlistBanner}>
            <p>
              <strong>Are you an agent in Central Texas?</strong> The Austin beta is onboarding now.
            </p>
            <Link to={paths.waitlist.href()} className={buttonClassName({ size: 'md' })}>
              Join the Beta Waitlist <ArrowRightIcon size={16} />
            </Link>
          </div>
        </div>
      </section>

      <section id="contact" className={cn(styles.section, styles.tinted)} aria-labelledby="contact-title">
        <div className={cn(styles.container, about.contact)}>
          <div>
            <SectionHeading
              id="contact-title"
              eyebrow="Contact"
              title="Let’s talk"
              lead="Questions about the beta, a partnership for your brokerage, or just curious? Send us a note and a real person will answer."
            />
            <ul className={about.channels}>
              <li>
                <span className={styles.iconTile}>
                  <MailIcon size={20} />
                </span>
                <span>
                  <span className={about.channelLabel}>E-mail</span>
                  <a href={mailto(EMAIL.hello)}>{EMAIL.hello}</a>
                </span>
              </li>
              <li>
                <span className={styles.iconTile}>
                  <TargetIcon size={20} />
                </span>
                <span>
                  <span className={about.channelLabel}>Investors</span>
                  <Link to={paths.investors.href('investor-contact')}>Request the investor deck</Link>
                </span>
              </li>
              <li>
                <span className={styles.iconTile}>
                  <MapPinIcon size={20} />
                </span>
                <span>
                  <span className={about.channelLabel}>Based in</span>
                  {COMPANY_LOCATION}
                </span>
              </li>
            </ul>
          </div>
          <div className={leadForm.panel}>
            <h3 className={leadForm.panelTitle}>Send us a message</h3>
            <p className={leadForm.panelLead}>Fields marked * are required.</p>
            <ContactForm />
          </div>
        </div>
      </section>
    </PublicLayout>
  );
}
