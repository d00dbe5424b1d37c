import type { DashboardDeal } from './dashboard-filters';

/**
 * What a row of Your Transactions shows: the contract's TransactionListItemDto fields the
 * dashboard reads (the generated DTO satisfies it).
 */
export interface DashboardRow extends DashboardDeal {
  version: number;
  property_address: string | null;
  property_city: string | null;
  property_state: string | null;
  property_image_url: string | null;
  client_name: string | null;
  next_milestone_name: string | null;
  progress_percentage: number | null;
  wizard_step: number | null;
  /** The milestones drifted from the rules (spec 002 §4 integrity): the row offers Fix. Absent in older fixtures. */
  integrity_warning?: boolean;
}

export type LifecycleAction = 'close' | 'reopen' | 'archive' | 'delete';
