// POST /api/admin/rooms/{id}/calendar-feeds {channel, url}: the server fetches the calendar once before it
// answers (a few seconds), so the new feed comes back with its first sync's status ('failing' with
// lastError when that fetch failed). A bad address is a 400, a feed the room already imports a 409.

import type { CalendarFeedDto } from '@domain/api-types';
import type { FeedInput } from '@domain/schemas/calendar';
import { apiRequest } from '@/lib/api';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';
import { feedChangeKeys } from './refresh-keys';

export const addFeed = ({ roomId, input }: { roomId: string; input: FeedInput }) =>
  apiRequest<CalendarFeedDto>('POST', `/api/admin/rooms/${encodeURIComponent(roomId)}/calendar-feeds`, input);

export const useAddFeed = () => useRefreshingMutation(addFeed, feedChangeKeys);
