// The admin's feeds of one room (GET/POST /api/admin/rooms/:id/calendar-feeds, DELETE …/:feedId,
// POST …/:feedId/sync): list, add (then sync once right away), remove, sync now.
import type { CalendarFeedDto } from '@domain/api-types';
import { CALENDAR_MSG, MAX_FEEDS_PER_ROOM } from '@domain/calendar';
import type { FeedInput } from '@domain/schemas/calendar';
import type { AppContext } from '../../lib/app-context';
import { badRequest, conflict, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../../lib/errors';
import { assertUuid } from '../../lib/route-ids';
import { toFeedDto } from './dto';
import { staleBefore } from './feed-alerts';
import { feedUrlProblem } from './fetch-feed';
import * as repo from './repository';
import { type FetchLimits, syncFeed } from './sync-feed';

/** A room in service, else 404 (an archived room imports nothing). */
export const liveRoomOr404 = async (ctx: AppContext, roomId: string) => {
  assertUuid(roomId, CALENDAR_MSG.roomNotFound);
  const room = await repo.findLiveRoom(ctx.deps.db, roomId);
  if (!room) throw notFound(CALENDAR_MSG.roomNotFound);
  return room;
};

const feedOr404 = async (ctx: AppContext, roomId: string, feedId: string) => {
  await liveRoomOr404(ctx, roomId);
  assertUuid(feedId, CALENDAR_MSG.feedNotFound);
  const feed = await repo.findFeedOfRoom(ctx.deps.db, roomId, feedId);
  if (!feed) throw notFound(CALENDAR_MSG.feedNotFound);
  return feed;
};

const feedDto = async (ctx: AppContext, feedId: string): Promise<CalendarFeedDto> => {
  const row = await repo.findFeedWithCounts(ctx.deps.db, feedId);
  if (!row) throw notFound(CALENDAR_MSG.feedNotFound);
  return toFeedDto(row, staleBefore(ctx));
};

export const listFeeds = async (ctx: AppContext, roomId: string): Promise<CalendarFeedDto[]> => {
  await liveRoomOr404(ctx, roomId);
  const stale = staleBefore(ctx);
  return (await repo.listFeedsOfRoom(ctx.deps.db, roomId)).map((row) => toFeedDto(row, stale));
};

// Control characters never belong in an address (and PostgreSQL text cannot hold NUL).
const hasControlCharacter = (text: string) =>
  [...text].some((character) => {
    const code = character.charCodeAt(0);
    return code < 0x20 || code === 0x7f;
  });

export const addFeed = async (
  ctx: AppContext,
  options: { roomId: string; input: FeedInput; staffId: string; limits?: FetchLimits },
): Promise<CalendarFeedDto> => {
  const { roomId, input } = options;
  await liveRoomOr404(ctx, roomId);
  const problem = hasControlCharacter(input.url)
    ? 'Enter an http:// or https:// address'
    : feedUrlProblem(input.url);
  if (problem) throw badRequest(problem, { url: problem });
  const { db } = ctx.deps;
  if ((await repo.countFeedsOfRoom(db, roomId)) >= MAX_FEEDS_PER_ROOM)
    throw conflict(CALENDAR_MSG.tooManyFeeds);
  let feedId: string;
  try {
    feedId = (
      await repo.insertFeed(db, {
        roomId,
        channel: input.channel,
        url: input.url,
        createdBy: options.staffId,
      })
    ).id;
  } catch (error) {
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(CALENDAR_MSG.feedExists);
    throw error;
  }
  // The admin sees at once whether the address works (the status says so either way).
  await syncFeed(ctx, feedId, { force: true, limits: options.limits });
  return feedDto(ctx, feedId);
};

/** "Sync now": fetches whatever the schedule says; 200 with the feed even when the fetch failed. */
export const syncFeedNow = async (
  ctx: AppContext,
  options: { roomId: string; feedId: string; limits?: FetchLimits },
): Promise<CalendarFeedDto> => {
  const feed = await feedOr404(ctx, options.roomId, options.feedId);
  await syncFeed(ctx, feed.id, { force: true, limits: options.limits });
  return feedDto(ctx, feed.id);
};

/**
 * Removes a feed. Its blocks go with it (the foreign key cascades) and release their nights. A feed with
 * open conflicts is refused (409): a conflict stays until a person resolves it, never dropped by a removal.
 */
export const removeFeed = async (ctx: AppContext, options: { roomId: string; feedId: string }) => {
  const feed = await feedOr404(ctx, options.roomId, options.feedId);
  const counted = await repo.findFeedWithCounts(ctx.deps.db, feed.id);
  if (counted && counted.conflicts > 0) throw conflict(CALENDAR_MSG.feedHasConflicts);
  if (!(await repo.deleteFeed(ctx.deps.db, feed.id))) throw notFound(CALENDAR_MSG.feedNotFound);
};
