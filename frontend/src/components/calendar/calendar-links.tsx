import { useState } from 'react';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogClose, DialogContent } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/components/ui/use-toast';
import { errorMessage } from '@/shared/api/error-message';
import {
  useCreateCalendarFeedMutation,
  useListCalendarFeedsQuery,
  useRevokeCalendarFeedMutation,
  type CalendarFeedDto,
  type CreatedCalendarFeedDto,
} from '@/shared/api/generated';
import { formatDate } from '@/utils/format';

import styles from './calendar-links.module.css';

export const CALENDAR_TEXT = {
  revokeTitle: 'Revoke calendar link',
  revokeConfirm: 'Revoke this link? Calendars that use it stop receiving updates, and the events they show may disappear.',
  revoked: 'Calendar link revoked',
  created: 'Calendar link created',
  empty: 'No calendar links yet.',
  loadFailed: 'Failed to load your calendar links',
} as const;

const TOAST_MS = 3000;

/** The deal a link is for; without one, the link is for every deal of the agent. */
export interface CalendarDeal {
  id: string;
  address: string | null;
}

/**
 * Calendar subscription links (issue 10 item 9): one private URL per device or purpose, pasted into
 * Google Calendar, Apple Calendar or Outlook, which keep the deal milestones current on their own. A
 * link is shown once, when it is made; the list lets the agent revoke any of them.
 */
export function CalendarLinksDialog({ open, onClose, deal }: { open: boolean; onClose: () => void; deal?: CalendarDeal }) {
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onClose()}>
      {open && <CalendarLinksBody deal={deal} />}
    </Dialog>
  );
}

function CalendarLinksBody({ deal }: { deal?: CalendarDeal }) {
  const feeds = useListCalendarFeedsQuery();
  const [create, creating] = useCreateCalendarFeedMutation();
  const [created, setCreated] = useState<CreatedCalendarFeedDto | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const mine = (feeds.data ?? []).filter((feed) => (deal ? feed.transaction_id === deal.id : true));

  const make = async () => {
    setFailure(null);
    try {
      const link = await create({ createCalendarFeedDto: { transaction_id: deal?.id ?? null } }).unwrap();
      setCreated(link);
      toast({ title: CALENDAR_TEXT.created, tone: 'success', duration: TOAST_MS });
    } catch (error) {
      setFailure(errorMessage(error, 'Failed to create a calendar link'));
    }
  };

  return (
    <DialogContent
      size="lg"
      title={deal ? 'Add this deal to your calendar' : 'Calendar subscription'}
      description={
        deal
          ? `The milestones of ${deal.address ?? 'this deal'} in Google Calendar, Apple Calendar or Outlook, kept up to date as dates change.`
          : 'The milestones of all your deals under way or closed in Google Calendar, Apple Calendar or Outlook, kept up to date as dates change.'
      }
      footer={
        <DialogClose asChild>
          <Button variant="secondary">Done</Button>
        </DialogClose>
      }
    >
      {created ? (
        <NewLink link={created} />
      ) : (
        <div className={styles.create}>
          <p className={styles.lead}>Create a private link, then add it to your calendar app. Make one per device, so you can revoke one without the others.</p>
          <Button loading={creating.isLoading} loadingText="Creating..." onClick={() => void make()}>
            Create calendar link
          </Button>
        </div>
      )}
      {failure && (
        <Alert tone="error" className={styles.spaced}>
          {failure}
        </Alert>
      )}
      <section className={styles.links} aria-labelledby="calendar-links-title">
        <h3 id="calendar-links-title" className={styles.heading}>
          {deal ? 'Links to this deal' : 'Your calendar links'}
        </h3>
        {feeds.isLoading ? (
          <div className={styles.skeletons} aria-busy="true" aria-label="Loading your calendar links">
            <Skeleton height="3rem" />
            <Skeleton height="3rem" />
          </div>
        ) : feeds.isError ? (
          <Alert
            tone="error"
            action={
              <Button size="sm" variant="secondary" onClick={() => void feeds.refetch()}>
                Retry
              </Button>
            }
          >
            {CALENDAR_TEXT.loadFailed}
          </Alert>
        ) : mine.length === 0 ? (
          <p className={styles.empty}>{CALENDAR_TEXT.empty}</p>
        ) : (
          <ul className={styles.list}>
            {mine.map((feed) => (
              <LinkRow key={feed.id} feed={feed} current={feed.id === created?.id} />
            ))}
          </ul>
        )}
      </section>
    </DialogContent>
  );
}

function NewLink({ link }: { link: CreatedCalendarFeedDto }) {
  return (
    <div className={styles.newLink}>
      <div className={styles.urlRow}>
        <Input label="Your private calendar link" value={link.url} readOnly onFocus={(event) => event.currentTarget.select()} fieldClassName={styles.url} />
        <CopyButton text={link.url} label="Copy calendar link" variant="primary" />
      </div>
      <Alert tone="warning">
        Keep this link private: anyone who has it can see these milestones. It is shown only this once — if you lose it, revoke it and create a new
        one.
      </Alert>
      <ul className={styles.steps}>
        <li>
          <strong>Apple Calendar:</strong>{' '}
          <a href={link.webcal_url} className={styles.link}>
            Subscribe on this device
          </a>
          , or File → New Calendar Subscription and paste the link.
        </li>
        <li>
          <strong>Google Calendar:</strong> Other calendars → + → From URL, paste the link, Add calendar.
        </li>
        <li>
          <strong>Outlook:</strong> Add calendar → Subscribe from web, paste the link.
        </li>
      </ul>
    </div>
  );
}

function LinkRow({ feed, current }: { feed: CalendarFeedDto; current: boolean }) {
  const [confirming, setConfirming] = useState(false);
  const [revoke, revoking] = useRevokeCalendarFeedMutation();
  const toast = useToast();

  const run = async () => {
    try {
      await revoke({ id: feed.id }).unwrap();
      toast({ title: CALENDAR_TEXT.revoked, tone: 'success', duration: TOAST_MS });
    } catch (error) {
      toast({ title: errorMessage(error, 'Failed to revoke the calendar link'), tone: 'error', duration: TOAST_MS });
    } finally {
      setConfirming(false);
    }
  };

  return (
    <li className={styles.row}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle}>
          {feed.scope === 'all' ? 'All my deals' : (feed.property_address ?? 'One deal')}
          {current && <span className={styles.newBadge}>New</span>}
        </span>
        <span className={styles.rowMeta}>Created {formatDate(feed.created_at)}</span>
      </div>
      <Button size="sm" variant="secondary" onClick={() => setConfirming(true)} aria-label={`Revoke the calendar link created ${formatDate(feed.created_at)}`}>
        Revoke
      </Button>
      <ConfirmDialog
        open={confirming}
        title={CALENDAR_TEXT.revokeTitle}
        description={CALENDAR_TEXT.revokeConfirm}
        confirmLabel="Revoke"
        workingLabel="Revoking..."
        tone="danger"
        working={revoking.isLoading}
        onConfirm={() => void run()}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
