// Feeds that need the staff: one that fails (its last fetch or parse failed), or one that is stale (no good
// sync for STALE_AFTER_INTERVALS × CALENDAR_SYNC_MINUTES, whatever the reason: a fetch that never ends, a
// job that does not run). While either lasts, the room's nights follow an old copy of the channel's
// calendar, so the receptionist's and the admin's dashboards and the room's card warn
// (GET /api/receptionist/calendar-feed-alerts, the admin's room answers), and the staff are emailed ONCE
// per run: at its first failure (or when it goes stale), not at every retry. A good sync clears both.
import type { CalendarFeedAlertDto } from '@domain/api-types';
import { STALE_AFTER_INTERVALS } from '@domain/calendar';
import type { AppContext } from '../../lib/app-context';
import { queueEmail } from '../notifications';
import { minutesFrom } from './context';
import * as repo from './repository';

/** A feed whose last good sync is before this instant is stale. */
export const staleBefore = (ctx: AppContext, at = ctx.deps.now()) =>
  minutesFrom(at, -STALE_AFTER_INTERVALS * ctx.deps.config.calendarSyncMinutes);

const iso = (at: Date | string) => new Date(at).toISOString();

export const toFeedAlert = (
  { feed, roomName }: { feed: repo.FeedRow; roomName: string },
  stale: Date,
): CalendarFeedAlertDto | null => {
  const failing = feed.lastError !== null;
  const lastGood = feed.lastSuccessAt ?? feed.createdAt;
  if (!failing && new Date(lastGood) >= stale) return null;
  return {
    feedId: feed.id,
    roomId: feed.roomId,
    roomName,
    channel: feed.channel,
    kind: failing ? 'failing' : 'stale',
    since: iso(failing ? (feed.failingSince ?? feed.lastAttemptAt ?? lastGood) : lastGood),
    lastError: feed.lastError,
    lastSuccessAt: feed.lastSuccessAt === null ? null : iso(feed.lastSuccessAt),
  };
};

/** Every feed that fails or is stale now (rooms in service), or only those of the given rooms. */
export const listFeedAlerts = async (
  ctx: AppContext,
  roomIds?: readonly string[],
): Promise<CalendarFeedAlertDto[]> => {
  if (roomIds?.length === 0) return [];
  const stale = staleBefore(ctx);
  const rows = await repo.feedsNeedingStaff(ctx.deps.db, { staleBefore: stale, roomIds });
  return rows.flatMap((row) => toFeedAlert(row, stale) ?? []);
};

/** Emails the staff about this feed if it needs them and nobody told them during this run. Never throws. */
export const alertStaffOf = async (ctx: AppContext, feedId: string) => {
  try {
    const at = ctx.deps.now();
    const stale = staleBefore(ctx, at);
    const claimed = await repo.claimFeedAlert(ctx.deps.db, feedId, { at, staleBefore: stale });
    if (!claimed) return;
    const [alert] = await listFeedAlertsOfFeed(ctx, claimed.roomId, feedId);
    if (alert)
      await queueEmail(ctx.deps.db, { type: 'calendar_feed_alert', alert, url: claimed.url }, { at });
  } catch (error) {
    ctx.log?.error({ err: error, feedId }, 'calendar feed alert failed');
  }
};

const listFeedAlertsOfFeed = async (ctx: AppContext, roomId: string, feedId: string) =>
  (await listFeedAlerts(ctx, [roomId])).filter((alert) => alert.feedId === feedId);

/** The job's pass: each feed that fails or went stale and was not reported yet is reported, once. */
export const alertFeedsNeedingStaff = async (ctx: AppContext) => {
  const rows = await repo.feedsNeedingStaff(ctx.deps.db, { staleBefore: staleBefore(ctx) });
  for (const { feed } of rows) if (feed.alertedAt === null) await alertStaffOf(ctx, feed.id);
};
