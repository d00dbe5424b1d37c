import { humanize } from '@/utils/format';

import styles from './dashboard.module.css';

const STATUS_LABELS: Record<string, string> = {
  draft: 'Draft',
  pending: 'Pending',
  under_contract: 'Under Contract',
  option_period: 'Option Period',
  inspection: 'Inspection',
  appraisal: 'Appraisal',
  final_walkthrough: 'Final Walkthrough',
  closing: 'Closing',
  closed: 'Closed',
  cancelled: 'Cancelled',
  archived: 'Archived',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? humanize(status);

/**
 * Spec 001 §4 status colours as the dashboard reads them: pending grey, under_contract blue,
 * option_period amber, inspection violet, appraisal pink, final_walkthrough green, closing teal,
 * closed grey, cancelled red (other screens keep their own reading of pending and closed, spec README).
 */
export function DealStatusBadge({ status }: { status: string }) {
  return <span className={`${styles.status} ${styles[`status-${status}`] ?? ''}`}>{statusLabel(status)}</span>;
}
