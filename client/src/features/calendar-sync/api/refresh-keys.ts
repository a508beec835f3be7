// What goes stale when calendar sync changes something.

import { deskChangeKeys, keys } from '@/lib/query-keys';

/**
 * A feed added, synced or removed: its room's feeds (under the admin rooms key), the conflicts and blocks
 * it brings or takes away, the dashboards' warning of feeds not syncing, and the rooms' availability
 * (blocked nights are taken).
 */
export const feedChangeKeys = [
  keys.admin.rooms,
  keys.calendar.conflicts,
  keys.calendar.blocks,
  keys.calendar.feedAlerts,
  keys.rooms.all,
];

/**
 * A conflict resolved: the above (a feed's conflict count, the block now holding nights or not) and,
 * when our booking was cancelled, everything a cancellation at the desk refreshes.
 */
export const conflictChangeKeys = [...feedChangeKeys, ...deskChangeKeys];
