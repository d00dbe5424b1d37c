import { memo } from 'react';

import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

import { useRotation } from '../hooks/use-rotation';
import { BellIcon, CalendarIcon, HomeIcon } from './marketing-icons';
import styles from './mockup.module.css';
import { PauseButton, SlideButtons } from './rotation-controls';

/** Spec 000 §9: the home mock-up alternates every 4 seconds. */
export const HERO_ROTATION_MS = 4000;

const VIEWS = ['Client view', 'Agent dashboard'] as const;
const CAPTIONS = [
  'What a buyer sees: progress, what happens next, and a note from their agent.',
  'What the agent sees: every deal, its status and progress, and what needs attention.',
] as const;

/** The home hero's illustration: the client portal and the agent dashboard, in turn. */
export function HeroMockup() {
  const rotation = useRotation(VIEWS.length, HERO_ROTATION_MS);
  return (
    <figure className={styles.figure} {...rotation.holdProps}>
      <div className={styles.toolbar}>
        <SlideButtons rotation={rotation} labels={VIEWS} groupLabel="Choose a view of the product" />
        <PauseButton rotation={rotation} what="slideshow" />
      </div>
      <div className={styles.frame} aria-hidden="true">
        <div className={styles.chrome}>
          <span className={styles.lights}>
            <span />
            <span />
            <span />
          </span>
          <span className={styles.address}>{rotation.index === 0 ? 'threshold.app/client' : 'threshold.app/agent'}</span>
        </div>
        <div className={styles.stage}>
          <div className={styles.slide} data-active={rotation.index === 0}>
            <ClientView />
          </div>
          <div className={styles.slide} data-active={rotation.index === 1}>
            <AgentView />
          </div>
        </div>
      </div>
      <figcaption className={styles.caption} aria-live={rotation.running ? 'off' : 'polite'}>
        <span className={styles.captionStrong}>{VIEWS[rotation.index]}.</span> {CAPTIONS[rotation.index]} Illustrative data.
      </figcaption>
    </figure>
  );
}

/**
 * The two views take no props and never change: memoised, a turn of the slideshow (every 4 s, for
 * as long as the page is open) re-renders the toolbar, the address and the caption, not both views'
 * markup (Lighthouse counted each turn as main-thread work on the home page, issue 23 item 5).
 */
const ClientView = memo(function ClientView() {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <div>
          <p className={styles.kicker}>Welcome back, Jordan</p>
          <p className={styles.big}>1418 Juniper Ridge Dr</p>
        </div>
        <span className={cn(styles.chip, styles.chipBlue)}>Under Contract</span>
      </div>
      <div className={styles.panel}>
        <div className={styles.row}>
          <span className={styles.kicker}>Your progress</span>
          <span>
            <strong>72%</strong> <span className={styles.muted}>· closing in 12 days</span>
          </span>
        </div>
        <div className={styles.bar} style={{ marginTop: '0.5rem' }}>
          <div className={styles.barFill} style={{ width: '72%' }} />
        </div>
      </div>
      <div className={styles.panel}>
        <p className={styles.kicker}>What’s next</p>
        <ul className={styles.list}>
          <li>
            <span className={cn(styles.tick, styles.tickDone)}>
              <CheckIcon size={12} strokeWidth={3} />
            </span>
            <span style={{ flex: 1 }}>Appraisal came in at value</span>
            <span className={cn(styles.chip, styles.chipGreen)}>Done</span>
          </li>
          <li>
            <span className={styles.tick}>
              <HomeIcon size={12} />
            </span>
            <span style={{ flex: 1 }}>Set up electricity and internet</span>
            <span className={cn(styles.chip, styles.chipAmber)}>This week</span>
          </li>
          <li>
            <span className={styles.tick}>
              <CalendarIcon size={12} />
            </span>
            <span style={{ flex: 1 }}>Final walkthrough</span>
            <span className={styles.muted}>Thu 10:00</span>
          </li>
        </ul>
      </div>
      <div className={cn(styles.panel, styles.panelTinted)}>
        <div className={styles.row} style={{ justifyContent: 'flex-start' }}>
          <span className={styles.avatar}>MR</span>
          <div>
            <p>
              <strong>Maya Reyes</strong> <span className={styles.muted}>· your agent · 9:41 AM</span>
            </p>
            <p>Great news: the appraisal matched the contract price. Next up is your walkthrough.</p>
          </div>
        </div>
      </div>
    </div>
  );
});

const DEALS = [
  { address: '1418 Juniper Ridge Dr', side: 'Buyer', status: ['Under Contract', styles.chipBlue], progress: 72 },
  { address: '2207 Bluebonnet Ln', side: 'Seller', status: ['Pending', styles.chipAmber], progress: 35 },
  { address: '91 Rainey St #1204', side: 'Buyer', status: ['Under Contract', styles.chipBlue], progress: 58 },
  { address: '4710 Avenue F', side: 'Seller', status: ['Closed', styles.chipGreen], progress: 100 },
] as const;

const AgentView = memo(function AgentView() {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <div>
          <p className={styles.kicker}>Good morning, Maya</p>
          <p className={styles.big}>Your pipeline</p>
        </div>
        <span className={cn(styles.chip, styles.chipTeal)}>Assistant · Beta</span>
      </div>
      <div className={styles.stats}>
        <div className={styles.stat}>
          <span className={styles.statValue}>14</span>
          <span className={styles.statLabel}>Active deals</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>5</span>
          <span className={styles.statLabel}>Closing this month</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>8</span>
          <span className={styles.statLabel}>Tasks due today</span>
        </div>
        <div className={styles.stat}>
          <span className={styles.statValue}>2</span>
          <span className={styles.statLabel}>Need attention</span>
        </div>
      </div>
      <div className={styles.panel}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th>Property</th>
              <th className={styles.hideSmall}>Side</th>
              <th>Status</th>
              <th>Progress</th>
            </tr>
          </thead>
          <tbody>
            {DEALS.map((deal) => (
              <tr key={deal.address}>
                <td>{deal.address}</td>
                <td className={styles.hideSmall}>{deal.side}</td>
                <td>
                  <span className={cn(styles.chip, deal.status[1])}>{deal.status[0]}</span>
                </td>
                <td>
                  <div className={styles.bar}>
                    <div className={styles.barFill} style={{ width: `${deal.progress}%` }} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.alert}>
        <BellIcon size={14} />
        <span>Missing document: HOA resale certificate · 2207 Bluebonnet Ln</span>
      </div>
    </div>
  );
});
