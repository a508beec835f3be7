// Calendar rows to the API's shapes (domain/api/calendar.ts).
import type { CalendarBlockDto, CalendarConflictDto, CalendarFeedDto } from '@domain/api-types';
import type { calendarBlocks, calendarFeeds } from '../../db/schema';
import type { ConflictRow, OverlapRow } from './blocks.repository';
import type { FeedWithCounts } from './repository';

type FeedRow = typeof calendarFeeds.$inferSelect;
type BlockRow = typeof calendarBlocks.$inferSelect;

const iso = (at: Date | string | null) => (at === null ? null : new Date(at).toISOString());

/**
 * failing while the last fetch failed (lastError is its message); stale when no good sync happened since
 * `staleBefore` (or since it was added); waiting until the first fetch ends; else ok.
 */
const feedStatus = (feed: FeedRow, staleBefore: Date): CalendarFeedDto['status'] => {
  if (feed.lastError !== null) return 'failing';
  if (new Date(feed.lastSuccessAt ?? feed.createdAt) < staleBefore) return 'stale';
  return feed.lastSuccessAt === null ? 'waiting' : 'ok';
};

export const toFeedDto = (
  { feed, blocks, conflicts }: FeedWithCounts,
  staleBefore: Date,
): CalendarFeedDto => ({
  id: feed.id,
  roomId: feed.roomId,
  channel: feed.channel,
  url: feed.url,
  status: feedStatus(feed, staleBefore),
  lastAttemptAt: iso(feed.lastAttemptAt),
  lastSuccessAt: iso(feed.lastSuccessAt),
  lastError: feed.lastError,
  failingSince: iso(feed.failingSince),
  nextSyncAt: new Date(feed.nextSyncAt).toISOString(),
  refusedEvents: feed.refusedEvents,
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

type Overlap = NonNullable<CalendarConflictDto['overlaps']>;

/** A booking or block on the other side; null once it is gone (the left joins found nothing). */
const overlapOf = ({ reservation: r, other }: Pick<ConflictRow, 'reservation' | 'other'>): Overlap | null => {
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

/** '{[2026-12-31,2027-01-01),[2027-01-03,2027-01-05)}' (PostgreSQL's text of a datemultirange) as stays. */
export const stretchesOf = (multirange: string) =>
  [...multirange.matchAll(/\[(\d{4}-\d{2}-\d{2}),(\d{4}-\d{2}-\d{2})\)/g)].map(([, checkin, checkout]) => ({
    checkin: checkin as string,
    checkout: checkout as string,
  }));

/** The conflict with both sides: what it overlapped when found, and everything it overlaps now. */
export const toConflictDto = (row: ConflictRow, overlapping: readonly OverlapRow[]): CalendarConflictDto => ({
  ...toBlockDto(row),
  overlapping: overlapping
    .flatMap((overlap) => overlapOf(overlap) ?? [])
    .sort((a, b) => a.checkin.localeCompare(b.checkin) || a.checkout.localeCompare(b.checkout)),
  heldNights: row.block.state === 'conflict' ? stretchesOf(row.block.heldNights) : [],
  reservationUrl: row.block.reservationUrl,
  // every row of these lists was a conflict, so it has a detection time
  detectedAt: iso(row.block.detectedAt ?? row.block.createdAt) as string,
  removedFromFeed: row.block.removedFromFeedAt !== null,
  overlaps: overlapOf(row),
  resolution: row.block.resolution,
  resolvedAt: iso(row.block.resolvedAt),
  resolvedBy: row.block.resolvedBy ? fullName(row.resolverFirstName, row.resolverLastName) || null : null,
  resolutionNote: row.block.resolutionNote,
});
