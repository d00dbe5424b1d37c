import type { BadgeTone } from '@/components/ui/badge';

import type { InviteCodeStatus, ListAllFeedbackApiArg } from '@/shared/api/generated';

import type { DataRequestStatus, FeedbackStatus } from '../api/admin-api';

export { humanize } from '@/utils/format';

export const FEEDBACK_STATUSES: readonly FeedbackStatus[] = [
  'new',
  'under_review',
  'planned',
  'in_progress',
  'completed',
  'rejected',
];

export const FEEDBACK_TYPES: readonly NonNullable<ListAllFeedbackApiArg['type']>[] = [
  'general',
  'bug',
  'feature_request',
  'improvement',
  'other',
];

export const FEEDBACK_STATUS_TONE: Record<FeedbackStatus, BadgeTone> = {
  new: 'info',
  under_review: 'warning',
  planned: 'brand',
  in_progress: 'brand',
  completed: 'success',
  rejected: 'danger',
};

export const PRIORITY_TONE: Record<string, BadgeTone> = {
  low: 'neutral',
  medium: 'info',
  high: 'warning',
  critical: 'danger',
};

export const DATA_REQUEST_STATUSES: readonly DataRequestStatus[] = ['pending', 'in_progress', 'completed', 'rejected'];

export const INVITE_STATUS: Record<InviteCodeStatus, { label: string; tone: BadgeTone }> = {
  active: { label: 'Active', tone: 'success' },
  used: { label: 'Used', tone: 'neutral' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'danger' },
};
