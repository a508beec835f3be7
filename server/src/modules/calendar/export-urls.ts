// The room's private export URL, as the admin's room answers show it (calendarExportUrl), and the token
// rotation that makes the old URL stop working at once (POST /api/admin/rooms/:id/calendar-token).
import { randomBytes } from 'node:crypto';
import type { CalendarFeedAlertDto, RoomDto } from '@domain/api-types';
import { CALENDAR_MSG, calendarExportPath } from '@domain/calendar';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { listFeedAlerts } from './feed-alerts';
import { liveRoomOr404 } from './feeds';
import * as repo from './repository';

// SITE_URL, not the request's host: the URL is pasted into Airbnb or Booking.com, so it must be the
// resort's public https address even when the admin reached the server another way (a LAN address).
export const calendarExportUrl = (siteUrl: string, roomId: string, token: string) =>
  `${siteUrl}${calendarExportPath(roomId, token)}`;

/**
 * The admin's rooms with their export URLs and the warnings of their imported calendars that fail or went
 * stale (GET /api/admin/rooms and /api/admin/rooms/:id).
 */
export const withCalendarExportUrls = async <R extends RoomDto>(
  ctx: AppContext,
  roomList: readonly R[],
): Promise<(R & { calendarExportUrl: string; calendarAlerts: CalendarFeedAlertDto[] })[]> => {
  const { db, config } = ctx.deps;
  const alerts = await listFeedAlerts(
    ctx,
    roomList.map((room) => room.id),
  );
  const tokens = new Map(
    (
      await repo.calendarTokensOf(
        db,
        roomList.map((room) => room.id),
      )
    ).map((row) => [row.id, row.calendarToken]),
  );
  return roomList.map((room) => ({
    ...room,
    calendarExportUrl: calendarExportUrl(config.siteUrl, room.id, tokens.get(room.id) ?? ''),
    calendarAlerts: alerts.filter((alert) => alert.roomId === room.id),
  }));
};

/** 32 random bytes, URL-safe: the same strength as the token the migration gives each room. */
const newToken = () => randomBytes(32).toString('base64url');

export const rotateCalendarToken = async (ctx: AppContext, roomId: string) => {
  await liveRoomOr404(ctx, roomId);
  const row = await repo.setCalendarToken(ctx.deps.db, roomId, newToken());
  if (!row) throw notFound(CALENDAR_MSG.roomNotFound);
  return { calendarExportUrl: calendarExportUrl(ctx.deps.config.siteUrl, row.id, row.calendarToken) };
};
