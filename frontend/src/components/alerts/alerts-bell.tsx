import { useState } from 'react';
import { Link } from 'react-router-dom';

import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { AlertCircleIcon, BellIcon, InfoIcon, MessageIcon } from '@/components/ui/icons';
import { paths } from '@/config/paths';
import { useListAlertsQuery, useMarkAlertsReadMutation, type AlertDto } from '@/shared/api/generated';
import { cn } from '@/utils/cn';
import { formatDateTime } from '@/utils/format';

import styles from './alerts-bell.module.css';

/** The sweep runs every 5 minutes; a minute's poll shows a new alert (a deadline, a check-in) soon after without a socket. */
const POLL_MS = 60_000;

const KIND_LABEL: Record<AlertDto['kind'], string> = {
  at_risk: 'Coming up',
  overdue: 'Overdue',
  missing_document: 'Missing document',
  checkin_submitted: 'Client check-in',
};

/**
 * The agent's in-app alerts, a bell in the top bar with the count not yet seen: deadline alerts (issue
 * 10 item 8), beside the e-mails, and their clients' check-ins (issue 22 item 7, ADR 0078). Opening it
 * lists them (a deadline opens the deal's timeline, a check-in its check-ins) and marks them seen.
 */
export function AlertsBell() {
  const alerts = useListAlertsQuery(undefined, { pollingInterval: POLL_MS, refetchOnFocus: true });
  const [markRead] = useMarkAlertsReadMutation();
  // What was unread when the panel opened stays highlighted while it is open.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(new Set());
  const unread = alerts.data?.unread ?? 0;

  const onOpenChange = (open: boolean) => {
    if (!open || !alerts.data) return;
    setFresh(new Set(alerts.data.items.filter((item) => !item.read).map((item) => item.id)));
    if (unread > 0) void markRead();
  };

  return (
    // Not modal: the rest of the page stays in the accessibility tree while the panel is open.
    <DropdownMenu modal={false} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger className={styles.trigger} aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}>
        <BellIcon size={18} />
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread > 9 ? '9+' : unread}
          </span>
        )}
      </DropdownMenuTrigger>
      <DropdownMenuContent className={styles.panel}>
        <div className={styles.header}>
          <span className={styles.title}>Alerts</span>
          <span className={styles.hint}>Deadlines within 3 days or past, and client check-ins</span>
        </div>
        {alerts.isError ? (
          <p className={styles.empty}>Alerts could not be loaded. They will be tried again shortly.</p>
        ) : !alerts.data ? (
          <p className={styles.empty}>Loading alerts…</p>
        ) : alerts.data.items.length === 0 ? (
          <div className={styles.empty}>
            <p className={styles.emptyTitle}>You’re all caught up</p>
            <p>Alerts appear here when a milestone comes within 3 days or passes, or a client checks in.</p>
          </div>
        ) : (
          <div className={styles.list}>
            {alerts.data.items.map((item) => (
              <AlertRow key={item.id} alert={item} fresh={fresh.has(item.id)} />
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

function AlertRow({ alert, fresh }: { alert: AlertDto; fresh: boolean }) {
  if (alert.kind === 'checkin_submitted') return <CheckInRow alert={alert} fresh={fresh} />;
  const urgent = alert.kind !== 'at_risk';
  const Icon = urgent ? AlertCircleIcon : InfoIcon;
  return (
    <DropdownMenuItem asChild className={cn(styles.row, fresh && styles.fresh)}>
      <Link to={paths.agent.detail.href(alert.transaction_id, { anchor: 'timeline' })}>
        <Icon size={18} className={cn(styles.icon, urgent ? styles.urgent : styles.soon)} />
        <span className={styles.text}>
          <span className={styles.kind}>{KIND_LABEL[alert.kind]}</span>
          <span className={styles.headline}>
            {alert.milestone_name} · {alert.property_address ?? 'Untitled deal'}
          </span>
          <span className={styles.meta}>
            {urgent ? 'Was due' : 'Due'} {alert.due} · alerted {formatDateTime(alert.sent_at)}
          </span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}

function CheckInRow({ alert, fresh }: { alert: AlertDto; fresh: boolean }) {
  return (
    <DropdownMenuItem asChild className={cn(styles.row, fresh && styles.fresh)}>
      <Link to={paths.agent.detail.href(alert.transaction_id, { anchor: 'check-ins' })}>
        <MessageIcon size={18} className={cn(styles.icon, styles.soon)} />
        <span className={styles.text}>
          <span className={styles.kind}>{KIND_LABEL[alert.kind]}</span>
          <span className={styles.headline}>
            {alert.client_name ?? 'Your client'} feels {alert.feeling} · {alert.property_address ?? 'Untitled deal'}
          </span>
          <span className={styles.meta}>Checked in {formatDateTime(alert.sent_at)}</span>
        </span>
      </Link>
    </DropdownMenuItem>
  );
}
