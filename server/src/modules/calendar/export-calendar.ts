// The iCalendar feeds we serve, built with ical-generator:
// - a room's private export (GET /api/calendar/rooms/:id.ics?token=…) that Airbnb, Booking.com, Agoda and
//   Google Calendar poll: one all-day event per holding reservation and per active block, DTSTART the
//   check-in day and DTEND the check-out day (VALUE=DATE), SUMMARY "Reserved", no names or contacts;
// - the whole property for the staff (GET /api/receptionist/calendar.ics): reference codes, guests, rooms.
// Every event's UID is `<reservation or block id>@resort-website`, stable across requests, and the sync
// skips those UIDs when a channel echoes them back. The DTSTAMP is the row's last change, so the same
// nights give the same bytes and the same ETag.
import { createHash, timingSafeEqual } from 'node:crypto';
import { CALENDAR_MSG, CHANNEL_LABELS, EXPORT_SUMMARY, exportUid } from '@domain/calendar';
import { isUuid } from '@domain/ids';
import ical from 'ical-generator';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import * as blocksRepo from './blocks.repository';
import * as repo from './repository';

const RESORT = 'Casa Alon Beach Resort';
const prodId = (product: string) => ({ company: RESORT, product, language: 'EN' });

export type IcsFile = { body: string; etag: string };

/** A strong validator: the body's hash (a travel site polling an unchanged calendar gets 304). */
const withEtag = (body: string): IcsFile => ({
  body,
  etag: `"${createHash('sha256').update(body).digest('base64url')}"`,
});

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Compares in constant time (the hashes have one length whatever the caller sent). */
const sameToken = (expected: string, given: string) => timingSafeEqual(digest(expected), digest(given));

// Compared against when the room does not exist, so an unknown room costs what a wrong token costs.
const NO_ROOM_TOKEN = 'no-such-room';

export const roomCalendar = async (
  ctx: AppContext,
  options: { roomId: string; token: string | undefined },
): Promise<IcsFile> => {
  const { db } = ctx.deps;
  const room = isUuid(options.roomId) ? await repo.findLiveRoom(db, options.roomId) : undefined;
  const matches = sameToken(room?.calendarToken ?? NO_ROOM_TOKEN, options.token ?? '');
  // unknown room, archived room, wrong or missing token: one answer, so the URL gives nothing away
  if (!room || !matches || !options.token) throw notFound(CALENDAR_MSG.badToken);

  const calendar = ical({ prodId: prodId('Room calendar'), name: `${RESORT} – ${room.name}` });
  for (const stay of await blocksRepo.occupancyOfRoom(db, room.id)) {
    calendar.createEvent({
      id: exportUid(stay.sourceId),
      start: stay.checkin,
      end: stay.checkout,
      allDay: true,
      stamp: new Date(stay.changedAt),
      summary: EXPORT_SUMMARY,
    });
  }
  return withEtag(calendar.toString());
};

const guestName = (row: { firstName: string; lastName: string; email: string }) =>
  `${row.firstName} ${row.lastName}`.trim() || row.email;

export const staffCalendar = async (ctx: AppContext): Promise<IcsFile> => {
  const { db } = ctx.deps;
  const calendar = ical({ prodId: prodId('Staff calendar'), name: `${RESORT} – all rooms` });
  for (const stay of await blocksRepo.holdingReservations(db)) {
    calendar.createEvent({
      id: exportUid(stay.id),
      start: stay.checkin,
      end: stay.checkout,
      allDay: true,
      stamp: new Date(stay.updatedAt),
      summary: `${stay.referenceCode} · ${guestName(stay)} · ${stay.roomName}`,
      description: `Status: ${stay.status}`,
    });
  }
  for (const { block, channel, roomName } of await blocksRepo.listActiveBlocks(db, {})) {
    calendar.createEvent({
      id: exportUid(block.id),
      start: block.checkin,
      end: block.checkout,
      allDay: true,
      stamp: new Date(block.updatedAt),
      summary: `${CHANNEL_LABELS[channel]} · ${roomName}`,
      description: block.summary,
    });
  }
  return withEtag(calendar.toString());
};

/** If-None-Match names this body (a list, `*`, or a weak form of our tag all count). */
export const notModified = (ifNoneMatch: string | undefined, etag: string) =>
  ifNoneMatch?.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed === etag || trimmed === `W/${etag}`;
  }) ?? false;
