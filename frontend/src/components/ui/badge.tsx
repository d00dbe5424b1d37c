import type { ReactNode } from 'react';

import type { Role } from '@/shared/auth/auth-store';
import { cn } from '@/utils/cn';

import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'success' | 'warning' | 'danger' | 'info';

interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={cn(styles.badge, styles[tone], className)}>{children}</span>;
}

const roleLabels: Record<Role, string> = {
  admin: 'Admin',
  agent: 'Agent',
  broker: 'Broker',
  team_lead: 'Team lead',
  client: 'Client',
};

/** Spec 000 §2: admin red, agent teal, broker purple, team_lead orange, client cyan. */
export function RoleBadge({ role, className }: { role: Role; className?: string }) {
  return <span className={cn(styles.badge, styles[`role-${role}`], className)}>{roleLabels[role]}</span>;
}

export type TransactionStatus = 'pending' | 'under_contract' | 'closed' | 'cancelled';

const statusLabels: Record<TransactionStatus, string> = {
  pending: 'Pending',
  under_contract: 'Under Contract',
  closed: 'Closed',
  cancelled: 'Cancelled',
};

/** Spec 000 §4: closed green, under_contract blue, pending amber, cancelled red. */
export function StatusBadge({ status, className }: { status: TransactionStatus; className?: string }) {
  return <span className={cn(styles.badge, styles[`status-${status}`], className)}>{statusLabels[status]}</span>;
}
