// One VEVENT's fields as the resort reads them: its resort days, uid, summary, link and nights.
import { createHash } from 'node:crypto';
import { REFUSED_EVENT_MSG } from '@domain/calendar';
import { addDays, dayIn, instantOfWallClock, isIsoDate } from '@domain/dates';
import type ICAL from 'ical.js';
import { FEED_PARSE_LIMITS } from './feed-limits';

export type Component = InstanceType<typeof ICAL.Component>;
export type IcalTime = InstanceType<typeof ICAL.Time>;

/** One event cannot be placed on real nights: it is refused, the rest of the feed is read. */
export class EventRefused extends Error {
  constructor(
    message: string,
    readonly checkin: string | null = null,
  ) {
    super(message);
  }
}

// --- time zones --------------------------------------------------------------------------------------

export const isIanaZone = (timeZone: string) => {
  try {
    dayIn(timeZone, new Date(0));
    return true;
  } catch {
    return false;
  }
};

const pad = (value: number, width: number) => String(value).padStart(width, '0');
const dayOf = (time: IcalTime) => `${pad(time.year, 4)}-${pad(time.month, 2)}-${pad(time.day, 2)}`;

/**
 * The resort day a time falls on. `tzid` is the TZID parameter of the property the time came from: ical.js
 * makes a time floating when its TZID has no VTIMEZONE, so the name is read from the property instead.
 */
export const resortDayOf = (time: IcalTime, tzid: string | null, resortTz: string): string => {
  if (time.isDate) return dayOf(time);
  const wallMs = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const zone = time.zone?.tzid;
  if (zone === 'UTC') return dayIn(resortTz, new Date(wallMs));
  if (zone && zone !== 'floating') return dayIn(resortTz, new Date(time.toUnixTime() * 1000));
  if (!tzid) return dayOf(time); // floating: the resort's own wall clock
  if (isIanaZone(tzid)) return dayIn(resortTz, instantOfWallClock(wallMs, tzid));
  return dayIn(resortTz, new Date(wallMs)); // an unknown zone name: read as UTC
};

// --- events --------------------------------------------------------------------------------------------

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

const hashOf = (...parts: string[]) =>
  createHash('sha256').update(parts.join('\u0001')).digest('hex').slice(0, 32);

const textOf = (component: Component, name: string): string => {
  const value = component.getFirstPropertyValue(name);
  return typeof value === 'string' ? value : value == null ? '' : String(value);
};

export const summaryOf = (component: Component) =>
  textOf(component, 'summary')
    .replace(CONTROL_CHARACTERS, ' ')
    .trim()
    .slice(0, FEED_PARSE_LIMITS.maxSummaryLength)
    .trim();

/** The first https:// address in DESCRIPTION (Airbnb's "Reservation URL: …"), or null. */
export const reservationUrlOf = (component: Component): string | null => {
  const found = textOf(component, 'description').match(/https:\/\/[^\s<>"'\\]+/i)?.[0];
  if (!found || found.length > FEED_PARSE_LIMITS.maxUrlLength) return null;
  try {
    return new URL(found).protocol === 'https:' ? found : null;
  } catch {
    return null;
  }
};

// The values as the feed wrote them (ical.js keeps them in jCal form: 2026-12-01, 2026-12-01T14:00:00Z);
// ical.js itself would roll 2026-13-45 over into 2027-02-14 without a word.
const REAL_DATE_TIME = /^(\d{4}-\d{2}-\d{2})T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)Z?$/;

const isRealValue = (value: unknown, type: string) => {
  if (typeof value !== 'string') return true; // periods and durations: ical.js checks those itself
  if (type === 'date') return isIsoDate(value);
  if (type === 'date-time') {
    const match = REAL_DATE_TIME.exec(value);
    return match !== null && isIsoDate(match[1] as string);
  }
  return true;
};

const DATE_PROPERTIES = ['dtstart', 'dtend', 'recurrence-id', 'rdate', 'exdate'] as const;

/** Refuses an event any of whose dates is not a real day or time. */
export const checkDates = (component: Component) => {
  for (const name of DATE_PROPERTIES) {
    for (const property of component.getAllProperties(name)) {
      const [, , type, ...values] = property.jCal as [string, unknown, string, ...unknown[]];
      if (values.every((value) => isRealValue(value, type))) continue;
      if (name === 'dtstart') throw new EventRefused(REFUSED_EVENT_MSG.badStart);
      if (name === 'dtend') throw new EventRefused(REFUSED_EVENT_MSG.badEnd);
      throw new EventRefused(REFUSED_EVENT_MSG.badDate);
    }
  }
};

/** The event's UID, or one derived from its dates and summary when it has none. */
export const uidOf = (component: Component): string => {
  const uid = textOf(component, 'uid').replace(CONTROL_CHARACTERS, '').trim();
  if (uid && uid.length <= FEED_PARSE_LIMITS.maxUidLength) return uid;
  if (uid) return `uid-sha256-${hashOf(uid)}`;
  const dtstart = component.getFirstProperty('dtstart')?.toICALString() ?? '';
  const dtend = component.getFirstProperty('dtend')?.toICALString() ?? '';
  const duration = component.getFirstProperty('duration')?.toICALString() ?? '';
  return `derived-${hashOf(dtstart, dtend, duration, textOf(component, 'summary'))}`;
};

export const holdsNothing = (component: Component) =>
  textOf(component, 'status').trim().toUpperCase() === 'CANCELLED' ||
  textOf(component, 'transp').trim().toUpperCase() === 'TRANSPARENT';

export const tzidOf = (component: Component, name: 'dtstart' | 'dtend' | 'recurrence-id'): string | null => {
  const property = component.getFirstProperty(name) ?? component.getFirstProperty('dtstart');
  const tzid = property?.getParameter('tzid');
  return typeof tzid === 'string' && tzid ? tzid : null;
};

/** The nights from `start` to `end` as resort days: at least one night. An end before the start is refused. */
export const staySpan = (
  start: IcalTime,
  end: IcalTime,
  component: Component,
  resortTz: string,
): { checkin: string; checkout: string } => {
  const checkin = resortDayOf(start, tzidOf(component, 'dtstart'), resortTz);
  const endDay = start.isDate ? dayOf(end) : resortDayOf(end, tzidOf(component, 'dtend'), resortTz);
  if (end.compare(start) < 0)
    throw new EventRefused(REFUSED_EVENT_MSG.endsBeforeStart(checkin, endDay), checkin);
  return { checkin, checkout: endDay > checkin ? endDay : addDays(checkin, 1) };
};
