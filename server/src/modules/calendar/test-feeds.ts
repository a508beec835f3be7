// Feeds shaped like the exports travel sites serve, for the tests and the journeys (no test-runner imports):
//
//   feeds.serve('/airbnb.ics', { body: airbnbFeed([{ checkin: '2026-12-01', checkout: '2026-12-04' }]) });
//   feeds.serve('/booking.ics', { body: bookingComFeed([{ uid: 'b1', checkin: '2026-12-10', checkout: '2026-12-12' }]) });
//
// Written from the public descriptions of those exports: all-day DTSTART/DTEND;VALUE=DATE (check-out
// exclusive), CRLF line endings, lines over 75 octets folded. Airbnb: PRODID "-//Airbnb Inc//Hosting Calendar
// 0.8.8//EN", "Reserved" with a "Reservation URL" DESCRIPTION for bookings, "Airbnb (Not available)" for the
// host's own blocks, UIDs "<12 hex>-<32 hex>@airbnb.com". Booking.com: METHOD:PUBLISH, DTSTAMP, every
// unavailable stay "CLOSED - Not available", UIDs "@booking.com", no DESCRIPTION or STATUS.
// A UID left out is derived from the dates and summary, so serving the same stays again keeps their UIDs.
import { createHash } from 'node:crypto';

export type FixtureEvent = {
  /** The event's UID as written; default: derived from the dates and summary in the site's style. */
  uid?: string;
  /** YYYY-MM-DD, the first night. */
  checkin: string;
  /** YYYY-MM-DD, the morning the guest leaves (exclusive, as DTEND;VALUE=DATE). */
  checkout: string;
  /** Default: 'Reserved' (Airbnb) or 'CLOSED - Not available' (Booking.com). */
  summary?: string;
};

export const AIRBNB_BLOCK_SUMMARY = 'Airbnb (Not available)';
export const BOOKING_COM_SUMMARY = 'CLOSED - Not available';

/** When the fixtures say they were generated (real feeds stamp the time of the request). */
const DTSTAMP = '20260101T000000Z';

const hex = (text: string, length: number) =>
  createHash('sha256').update(text).digest('hex').slice(0, length);

const icsDate = (day: string) => day.replaceAll('-', '');

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and line breaks. */
const escapeText = (text: string) =>
  text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');

/** Folds a content line at 75 octets (continuations start with a space), never inside a UTF-8 character. */
const fold = (line: string): string => {
  if (Buffer.byteLength(line) <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character);
    const limit = parts.length === 0 ? 75 : 74; // a continuation's leading space counts
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
};

const calendar = (header: string[], events: string[][]) =>
  `${['BEGIN:VCALENDAR', ...header, ...events.flat(), 'END:VCALENDAR'].map(fold).join('\r\n')}\r\n`;

/** A feed like an Airbnb listing's calendar export. */
export const airbnbFeed = (events: FixtureEvent[]): string =>
  calendar(
    [
      'PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN',
      'CALSCALE:GREGORIAN',
      'VERSION:2.0',
    ],
    events.map((event) => {
      const summary = event.summary ?? 'Reserved';
      const key = `${event.checkin}|${event.checkout}|${summary}`;
      const uid = event.uid ?? `1418fb94e984-${hex(key, 32)}@airbnb.com`;
      const isBlock = summary === AIRBNB_BLOCK_SUMMARY;
      const code = `HM${hex(key, 8).toUpperCase()}`;
      return [
        'BEGIN:VEVENT',
        `DTSTAMP:${DTSTAMP}`,
        `DTSTART;VALUE=DATE:${icsDate(event.checkin)}`,
        `DTEND;VALUE=DATE:${icsDate(event.checkout)}`,
        `SUMMARY:${escapeText(summary)}`,
        `UID:${uid}`,
        ...(isBlock
          ? []
          : [
              `DESCRIPTION:${escapeText(
                `Reservation URL: https://www.airbnb.com/hosting/reservations/details/${code}\nPhone Number (Last 4 Digits): 4821`,
              )}`,
            ]),
        'END:VEVENT',
      ];
    }),
  );

/** A feed like a Booking.com room's calendar export. */
export const bookingComFeed = (events: FixtureEvent[]): string =>
  calendar(
    [
      'VERSION:2.0',
      'PRODID:-//Booking.com//Booking.com Calendar//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
    ],
    events.map((event) => {
      const summary = event.summary ?? BOOKING_COM_SUMMARY;
      const uid = event.uid ?? `${hex(`${event.checkin}|${event.checkout}|${summary}`, 32)}@booking.com`;
      return [
        'BEGIN:VEVENT',
        `DTSTAMP:${DTSTAMP}`,
        `DTSTART;VALUE=DATE:${icsDate(event.checkin)}`,
        `DTEND;VALUE=DATE:${icsDate(event.checkout)}`,
        `UID:${uid}`,
        `SUMMARY:${escapeText(summary)}`,
        'END:VEVENT',
      ];
    }),
  );
