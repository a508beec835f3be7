// Calendar rows to the API's shapes (domain/api/calendar.ts).
import type { CalendarBlockDto, CalendarConflictDto, CalendarFeedDto } from '@domain/api-types';
import type { calendarBlocks, calendarFeeds } from '../../db/schema';
import type { ConflictRow, FeedWithCounts } from './repository';

type FeedRow = typeof calendarFeeds.$inferSelect;
type BlockRow = typeof calendarBlocks.$inferSelect;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/** waiting until the first fetch ends; failing while the last fetch failed (lastError is its message). */
const feedStatus = (feed: FeedRow): CalendarFeedDto['status'] => {
  if (feed.lastError !== null) return 'failing';
  return feed.lastSuccessAt === null ? 'waiting' : 'ok';
};

export const toFeedDto = ({ feed, blocks, conflicts }: FeedWithCounts): CalendarFeedDto => ({
  id: feed.id,
  roomId: feed.roomId,
  channel: feed.channel,
  url: feed.url,
  status: feedStatus(feed),
  lastAttemptAt: iso(feed.lastAttemptAt),
  lastSuccessAt: iso(feed.lastSuccessAt),
  lastError: feed.lastError,
  nextSyncAt: new Date(feed.nextSyncAt).toISOString(),
  blocks,
  conflicts,
});

export const toBlockDto = (row: {
  block: BlockRow;
  channel: FeedRow['channel'];
  roomName: string;
}): CalendarBlockDto => ({
  id: row.block.id,
  feedId: row.block.feedId,
  roomId: row.block.roomId,
  roomName: row.roomName,
  channel: row.channel,
  checkin: row.block.checkin,
  checkout: row.block.checkout,
  summary: row.block.summary,
  state: row.block.state,
});

const fullName = (first: string | null, last: string | null) => `${first ?? ''} ${last ?? ''}`.trim();

/** Both sides of the conflict; null once what it overlapped is gone (the left joins found nothing). */
const overlapOf = (row: ConflictRow): CalendarConflictDto['overlaps'] => {
  const { reservation: r, other } = row;
  if (r.id && r.referenceCode && r.checkin && r.checkout && r.status) {
    return {
      kind: 'reservation',
      reservationId: r.id,
      referenceCode: r.referenceCode,
      guestName: fullName(r.firstName, r.lastName) || (r.email ?? ''),
      checkin: r.checkin,
      checkout: r.checkout,
      status: r.status,
    };
  }
  if (other.id && other.channel && other.checkin && other.checkout) {
    return {
      kind: 'block',
      blockId: other.id,
      channel: other.channel,
      checkin: other.checkin,
      checkout: other.checkout,
    };
  }
  return null;
};

export const toConflictDto = (row: ConflictRow): CalendarConflictDto => ({
  ...toBlockDto(row),
  // every row of these lists was a conflict, so it has a detection time
  detectedAt: iso(row.block.detectedAt ?? row.block.createdAt) as string,
  removedFromFeed: row.block.removedFromFeedAt !== null,
  overlaps: overlapOf(row),
  resolution: row.block.resolution,
  resolvedAt: iso(row.block.resolvedAt),
  resolvedBy: row.block.resolvedBy ? fullName(row.resolverFirstName, row.resolverLastName) || null : null,
  resolutionNote: row.block.resolutionNote,
});
