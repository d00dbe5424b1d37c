import { CheckIcon } from '@/components/ui/icons';
import { cn } from '@/utils/cn';

import { useRotation } from '../hooks/use-rotation';
import { BellIcon, CalendarIcon, FileIcon, UploadIcon, WorkflowIcon } from './marketing-icons';
import styles from './mockup.module.css';
import demo from './platform-demo.module.css';
import { PauseButton, SlideButtons } from './rotation-controls';

/** Spec 000 §9: the platform demo cycles four scenes every 3.5 seconds. */
export const PLATFORM_SCENE_MS = 3500;

const SCENES = [
  {
    label: 'Client messages',
    caption:
      'A buyer asks a question in the transaction thread; the agent answers with the document attached. Timestamped, searchable, visible to the broker.',
  },
  {
    label: 'One upload, four parties',
    caption: 'The agent uploads a signed amendment once; the client, lender, title company and compliance are each notified.',
  },
  {
    label: 'Automated milestones',
    caption: 'Entering the contract date lays out the deal’s milestones and deadlines from the Texas resale template.',
  },
  {
    label: 'Real-time client updates',
    caption: 'When the agent marks the appraisal complete, the client sees it on their phone the same moment.',
  },
] as const;

/** The platform page's animated demo: four scenes in turn, with buttons to jump and a pause. */
export function PlatformDemo() {
  const rotation = useRotation(SCENES.length, PLATFORM_SCENE_MS);
  const scene = SCENES[rotation.index] ?? SCENES[0];
  return (
    <figure className={cn(styles.figure, demo.figure)} {...rotation.holdProps}>
      <div className={demo.controls}>
        <SlideButtons
          rotation={rotation}
          labels={SCENES.map((s) => s.label)}
          groupLabel="Choose a scene of the demo"
          variant="steps"
          className={demo.steps}
        />
        <PauseButton rotation={rotation} what="demo" />
      </div>
      <div className={styles.frame} aria-hidden="true">
        <div className={styles.chrome}>
          <span className={styles.lights}>
            <span />
            <span />
            <span />
          </span>
          <span className={styles.address}>threshold.app/deals/4821-shoal-creek</span>
        </div>
        {/* Restarted per scene so the bar shows how long until the next one. */}
        <div className={demo.timer} data-running={rotation.running}>
          <span key={`${rotation.index}-${String(rotation.running)}`} className={demo.timerFill} />
        </div>
        <div className={cn(styles.stage, demo.stage)}>
          <div className={styles.slide} data-active={rotation.index === 0}>
            <MessageScene />
          </div>
          <div className={styles.slide} data-active={rotation.index === 1}>
            <UploadScene />
          </div>
          <div className={styles.slide} data-active={rotation.index === 2}>
            <MilestoneScene />
          </div>
          <div className={styles.slide} data-active={rotation.index === 3}>
            <UpdateScene />
          </div>
        </div>
      </div>
      <figcaption className={styles.caption} aria-live={rotation.running ? 'off' : 'polite'}>
        <span className={styles.captionStrong}>
          Scene {rotation.index + 1} of {SCENES.length}: {scene.label}.
        </span>{' '}
        {scene.caption}
      </figcaption>
    </figure>
  );
}

function MessageScene() {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <p className={styles.big}>Messages</p>
        <span className={cn(styles.chip, styles.chipGray)}>Visible to broker</span>
      </div>
      <div className={cn(styles.stack, demo.thread)}>
        <div className={demo.message}>
          <span className={cn(styles.avatar, styles.avatarAlt)}>JL</span>
          <div>
            <p className={styles.kicker}>Jordan Lee · buyer · 8:12 AM</p>
            <p className={styles.bubble}>Did the inspection report come in? We want to look before the option period ends.</p>
          </div>
        </div>
        <div className={cn(demo.message, demo.mine)}>
          <div>
            <p className={styles.kicker}>Maya Reyes · agent · 8:19 AM</p>
            <p className={cn(styles.bubble, styles.bubbleMine)}>
              It did! Here it is. I flagged the roof and HVAC notes for our repair request.
            </p>
            <p className={demo.attachment}>
              <FileIcon size={14} /> Inspection_Report_4821.pdf
            </p>
          </div>
          <span className={styles.avatar}>MR</span>
        </div>
      </div>
    </div>
  );
}

const PARTIES = ['Client', 'Lender', 'Title', 'Compliance'] as const;

function UploadScene() {
  return (
    <div className={styles.stack}>
      <p className={styles.big}>Documents</p>
      <div className={cn(styles.panel, demo.upload)}>
        <span className={demo.uploadIcon}>
          <UploadIcon size={18} />
        </span>
        <div style={{ flex: 1, minWidth: 0 }}>
          <p>
            <strong>Amendment_Repairs_signed.pdf</strong>
          </p>
          <p className={styles.muted}>Uploaded by Maya Reyes · shared in one step</p>
        </div>
        <span className={cn(styles.chip, styles.chipGreen)}>Shared</span>
      </div>
      <ul className={demo.parties}>
        {PARTIES.map((party) => (
          <li key={party} className={demo.party}>
            <span className={cn(styles.tick, styles.tickDone)}>
              <CheckIcon size={12} strokeWidth={3} />
            </span>
            <span>
              <strong>{party}</strong>
              <span className={demo.partyNote}>notified</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

const MILESTONES = [
  ['Option period ends', 'Oct 10'],
  ['Financing approval', 'Oct 24'],
  ['Survey delivered', 'Oct 28'],
  ['Final walkthrough', 'Nov 12'],
  ['Closing', 'Nov 14'],
] as const;

function MilestoneScene() {
  return (
    <div className={styles.stack}>
      <div className={styles.row}>
        <p className={styles.big}>Milestones</p>
        <span className={cn(styles.chip, styles.chipTeal)}>
          <WorkflowIcon size={12} /> Texas resale · buyer
        </span>
      </div>
      <div className={cn(styles.panel, styles.panelTinted)}>
        <p>
          <CalendarIcon size={14} className={demo.inlineIcon} /> Contract date set to <strong>Oct 3</strong>. 5 milestones and 12
          tasks scheduled.
        </p>
      </div>
      <ul className={styles.list}>
        {MILESTONES.map(([name, date]) => (
          <li key={name}>
            <span className={styles.tick}>
              <CalendarIcon size={12} />
            </span>
            <span style={{ flex: 1 }}>{name}</span>
            <span className={styles.muted}>{date}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

function UpdateScene() {
  return (
    <div className={demo.updateGrid}>
      <div className={styles.stack}>
        <p className={styles.big}>Appraisal</p>
        <div className={styles.panel}>
          <div className={styles.row}>
            <span>Status</span>
            <span className={cn(styles.chip, styles.chipGreen)}>Complete</span>
          </div>
          <div className={styles.row} style={{ marginTop: '0.5rem' }}>
            <span>Value</span>
            <strong>At contract price</strong>
          </div>
        </div>
        <p className={styles.muted}>Marked complete by Maya Reyes · just now</p>
      </div>
      <div className={demo.phone}>
        <div className={demo.notice}>
          <span className={demo.noticeIcon}>
            <BellIcon size={14} />
          </span>
          <div>
            <p>
              <strong>Threshold</strong> <span className={styles.muted}>· now</span>
            </p>
            <p>Appraisal complete. Next: final walkthrough on Nov 12.</p>
          </div>
        </div>
        <div className={styles.bar}>
          <div className={styles.barFill} style={{ width: '60%' }} />
        </div>
        <p className={styles.muted}>60% of the way to closing</p>
      </div>
    </div>
  );
}
