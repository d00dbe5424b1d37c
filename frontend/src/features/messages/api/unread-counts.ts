import { generatedApi } from '../../../shared/api/generated';

/**
 * Unread counts are read again after a push by invalidating this tag, never by a forced refetch:
 * RTK Query skips a forced refetch while the same read is in flight and hands back that read, whose
 * answer may predate the push (ten messages sent back to back left the dashboard's badge at 9,
 * issue 18), whereas an invalidation made while a read is in flight waits for it to settle and then
 * reads again (`invalidationBehavior: 'delayed'`, RTK Query's default).
 */
const UNREAD_TAG = 'unread-messages';
const UNREAD_BY_DEAL = 'by-deal';

export const unreadCountsApi = generatedApi.enhanceEndpoints({
  addTagTypes: [UNREAD_TAG],
  endpoints: {
    listUnreadMessageCounts: { providesTags: ['messages', { type: UNREAD_TAG, id: UNREAD_BY_DEAL }] },
    countUnreadDealMessages: { providesTags: (_result, _error, { id }) => ['messages', { type: UNREAD_TAG, id }] },
  },
});

/** The caller's per-deal unread counts (the dashboard's badges) may have moved: read them again. */
export function unreadCountsMoved() {
  return unreadCountsApi.util.invalidateTags([{ type: UNREAD_TAG, id: UNREAD_BY_DEAL }]);
}

/** One deal's unread count (its Messages tile) may have moved: read it again. */
export function dealUnreadMoved(transactionId: string) {
  return unreadCountsApi.util.invalidateTags([{ type: UNREAD_TAG, id: transactionId }]);
}
