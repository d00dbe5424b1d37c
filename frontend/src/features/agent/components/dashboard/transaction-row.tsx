import { Link } from 'react-router-dom';

import { IntegrityWarning } from '@/components/milestones/integrity-warning';
import { Badge } from '@/components/ui/badge';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Icon, MessageIcon, type IconProps } from '@/components/ui/icons';
import { paths, type AgentDashboardFilters } from '@/config/paths';
import { unreadBadge } from '@/features/messages/message-labels';
import { formatDate } from '@/utils/format';

import { dealSide } from './dashboard-filters';
import type { DashboardRow, LifecycleAction } from './dashboard-row';
import styles from './dashboard.module.css';
import { DealStatusBadge } from './deal-status-badge';

const MoreIcon = (p: IconProps) => (
  <Icon {...p}>
    <circle cx="12" cy="5" r="1.5" />
    <circle cx="12" cy="12" r="1.5" />
    <circle cx="12" cy="19" r="1.5" />
  </Icon>
);

export const HomeIcon = (p: IconProps) => (
  <Icon {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V21h14V9.5" />
    <path d="M10 21v-6h4v6" />
  </Icon>
);

/** The address a row is known by; a deal always has one once live, a draft may not. */
export function dealTitle(row: Pick<DashboardRow, 'property_address'>): string {
  return row.property_address?.trim() || 'Untitled transaction';
}

interface TransactionRowProps {
  row: DashboardRow;
  /** The dashboard's filters, carried to the detail screen (spec 001 §2). */
  filters: AgentDashboardFilters;
  busy: boolean;
  onAction: (row: DashboardRow, action: LifecycleAction) => void;
  /** Messages from the client the agent has not read (issue 22 item 1); 0 shows nothing. */
  unread?: number;
}

/** One deal of Your Transactions (spec 001 §2.1). */
/** A draft is submitted, not closed; a closed or archived deal is already done. */
const CLOSE_HIDDEN: ReadonlySet<string> = new Set(['draft', 'closed', 'archived']);

export function TransactionRow({ row, filters, busy, onAction, unread = 0 }: TransactionRowProps) {
  const title = dealTitle(row);
  const place = [row.property_city, row.property_state].filter(Boolean).join(', ');
  const progress = Math.max(0, Math.min(100, Math.round(row.progress_percentage ?? 0)));
  const side = dealSide(row.transaction_type);
  return (
    <li className={styles.row}>
      {row.property_image_url ? (
        <img className={styles.thumb} src={row.property_image_url} alt="" loading="lazy" />
      ) : (
        <span className={`${styles.thumb} ${styles.thumbPlaceholder}`} aria-hidden="true">
          <HomeIcon size={28} />
        </span>
      )}
      <div className={styles.rowBody}>
        <div className={styles.rowTitle}>
          <Link className={styles.address} to={paths.agent.detail.href(row.id, { filters })}>
            {title}
          </Link>
          <DealStatusBadge status={row.status} />
          <Badge tone={side === 'buyer' ? 'brand' : 'info'}>{side === 'buyer' ? 'Buyer' : 'Seller'}</Badge>
          {unread > 0 && (
            <Link
              className={styles.unread}
              to={paths.agent.detail.href(row.id, { filters, anchor: 'messages' })}
              aria-label={`${unread} unread message${unread === 1 ? '' : 's'} about ${title}`}
            >
              <MessageIcon size={14} />
              {unreadBadge(unread)}
            </Link>
          )}
        </div>
        <div className={styles.rowDetails}>
          {place && <span>{place}</span>}
          <span>Client: {row.client_name ?? 'No client linked'}</span>
        </div>
        <div className={styles.rowDetails}>
          <span>
            Next: {row.next_milestone_name ?? 'No upcoming milestone'}
            {row.next_milestone_date ? ` · ${formatDate(row.next_milestone_date)}` : ''}
          </span>
        </div>
        {row.integrity_warning && <IntegrityWarning transactionId={row.id} title={title} />}
        <div className={styles.progress}>
          <span
            className={styles.progressTrack}
            role="progressbar"
            aria-label={`Progress of ${title}`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
          >
            <span className={styles.progressFill} style={{ width: `${progress}%` }} />
          </span>
          <span aria-hidden="true">{progress}%</span>
        </div>
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger className={styles.menuTrigger} aria-label={`Actions for ${title}`} disabled={busy}>
          <MoreIcon size={18} />
        </DropdownMenuTrigger>
        <DropdownMenuContent>
          {row.status === 'closed' && <DropdownMenuItem onSelect={() => onAction(row, 'reopen')}>Reopen</DropdownMenuItem>}
          {(row.status === 'closed' || row.status === 'cancelled') && <DropdownMenuItem onSelect={() => onAction(row, 'archive')}>Archive</DropdownMenuItem>}
          {!CLOSE_HIDDEN.has(row.status) && <DropdownMenuItem onSelect={() => onAction(row, 'close')}>Close</DropdownMenuItem>}
          <DropdownMenuItem tone="danger" onSelect={() => onAction(row, 'delete')}>
            Delete
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </li>
  );
}
