// POST /api/admin/rooms/{id}/calendar-feeds/{feedId}/sync ("Sync now"): the feed after the fetch, which
// may have failed (status 'failing', lastError). The list is read again either way.

import type { CalendarFeedDto } from '@domain/api-types';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { feedChangeKeys } from './refresh-keys';

export const syncFeed = ({ roomId, feedId }: { roomId: string; feedId: string }) =>
  apiRequest<CalendarFeedDto>(
    'POST',
    `/api/admin/rooms/${encodeURIComponent(roomId)}/calendar-feeds/${encodeURIComponent(feedId)}/sync`,
  );

export const useSyncFeed = () => useRefreshingMutation(syncFeed, feedChangeKeys, { evenOnError: true });
