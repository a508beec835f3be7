// Building iCalendar text for the parser tests, and reading it back as the stays it holds.
import { expect } from 'vitest';
import { FEED_PARSE_MESSAGES, FeedParseError, type FeedWindow } from './feed-limits';
import { parseFeed } from './parse-feed';

export const WINDOW: FeedWindow = { resortTz: 'Asia/Manila', from: '2026-01-01', to: '2027-01-01' };

/** A VCALENDAR around the given lines (events, time zones), CRLF as the RFC writes it. */
export const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feeds//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

export const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

export const read = (ics: string, window: Partial<FeedWindow> = {}) =>
  parseFeed(ics, { ...WINDOW, ...window });
/** The events read, without their reservation links (those have a test of their own). */
export const parse = (ics: string, window: Partial<FeedWindow> = {}) =>
  read(ics, window).events.map(({ reservationUrl: _, ...event }) => event);

/** check-in and check-out of each event, in the order returned. */
export const stays = (ics: string, window: Partial<FeedWindow> = {}) =>
  parse(ics, window).map(({ checkin, checkout }) => [checkin, checkout]);

/** The stay an event should hold, then the event's lines. */
type Held = [checkin: string, checkout: string, ...lines: string[]];

/** Parses the events in one calendar (after `zones`): each holds its stay, returned by check-in. */
export const expectHeld = (events: Held[], ...zones: string[]) => {
  const ics = calendar(...zones, ...events.map(([, , ...lines]) => vevent(...lines)));
  const byCheckin = events
    .map(([checkin, checkout]): [string, string] => [checkin, checkout])
    .sort(([a], [b]) => a.localeCompare(b));
  expect(stays(ics)).toEqual(byCheckin);
};

export const NEW_YORK = [
  'BEGIN:VTIMEZONE',
  'TZID:America/New_York',
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:-0500',
  'TZOFFSETTO:-0400',
  'TZNAME:EDT',
  'DTSTART:19700308T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=2SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:-0400',
  'TZOFFSETTO:-0500',
  'TZNAME:EST',
  'DTSTART:19701101T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=11;BYDAY=1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
].join('\r\n');

/** A stay from 14:00 on Mar 15 to 10:00 on Mar 17, New York time. */
export const NEW_YORK_STAY = [
  'UID:ny',
  'DTSTART;TZID=America/New_York:20260315T140000',
  'DTEND;TZID=America/New_York:20260317T100000',
];

export const expectParseError = (ics: string, message: string = FEED_PARSE_MESSAGES.notICalendar) => {
  let thrown: unknown;
  try {
    parse(ics);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(FeedParseError);
  expect((thrown as Error).message).toBe(message);
};
