// Calendar sync's cache keys. A room's calendar screen reads under the admin rooms key
// ('/api/admin/rooms/{id}' and '…/calendar-feeds'), so refreshing the admin rooms refreshes them too;
// the generic query function reads those (key parts joined with '/'). Conflicts and blocks carry a
// query string, so they have their own query functions and sit under one prefix each.

import { keys } from '@/lib/query-keys';

export type ConflictState = 'open' | 'all';
export type BlockRange = { from?: string; to?: string };

export const calendarKeys = {
  /** GET /api/admin/rooms/{id}: the room with its export URL. */
  adminRoom: (roomId: string) => [...keys.admin.rooms, roomId] as const,
  /** GET /api/admin/rooms/{id}/calendar-feeds */
  feeds: (roomId: string) => [...keys.admin.rooms, roomId, 'calendar-feeds'] as const,
  conflicts: ['/api/receptionist/calendar-conflicts'] as const,
  conflictsIn: (state: ConflictState) => ['/api/receptionist/calendar-conflicts', state] as const,
  blocks: ['/api/receptionist/calendar-blocks'] as const,
  /** GET /api/receptionist/calendar-feed-alerts: feeds that fail or went stale. */
  feedAlerts: ['/api/receptionist/calendar-feed-alerts'] as const,
  blocksIn: (range: BlockRange) =>
    ['/api/receptionist/calendar-blocks', { from: range.from, to: range.to }] as const,
};
