// POST /api/admin/rooms/{id}/calendar-token: a new private token, so the old export URL stops working.

import { apiRequest } from '@/lib/api';
import { keys } from '@/lib/query-keys';
import { useRefreshingMutation } from '@/lib/refreshing-mutation';

export const rotateCalendarToken = (roomId: string) =>
  apiRequest<{ calendarExportUrl: string }>(
    'POST',
    `/api/admin/rooms/${encodeURIComponent(roomId)}/calendar-token`,
  );

/** The admin rooms key covers the room's own answer, where the URL is shown. */
export const useRotateCalendarToken = () => useRefreshingMutation(rotateCalendarToken, [keys.admin.rooms]);
