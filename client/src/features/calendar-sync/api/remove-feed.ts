// DELETE /api/admin/rooms/{id}/calendar-feeds/{feedId}: the feed goes, and its blocks release their nights.

import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { feedChangeKeys } from './refresh-keys';

export const removeFeed = ({ roomId, feedId }: { roomId: string; feedId: string }) =>
  apiRequest<void>(
    'DELETE',
    `/api/admin/rooms/${encodeURIComponent(roomId)}/calendar-feeds/${encodeURIComponent(feedId)}`,
  );

export const useRemoveFeed = () => useRefreshingMutation(removeFeed, feedChangeKeys);
