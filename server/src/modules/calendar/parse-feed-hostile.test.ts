// Reading calendar feeds: data that is not a calendar, and the bounds on the work a feed may cost.

import { REFUSED_EVENT_MSG } from '@domain/calendar';
import { describe, expect, it } from 'vitest';
import { FEED_PARSE_LIMITS, FEED_PARSE_MESSAGES, FeedParseError } from './feed-limits';
import {
  calendar,
  expectParseError,
  NEW_YORK,
  NEW_YORK_STAY,
  parse,
  read,
  stays,
  vevent,
} from './parse-feed.fixtures';
import { AIRBNB_BLOCK_SUMMARY, airbnbFeed, bookingComFeed } from './test-feeds';

describe('parseFeed: data that is not a calendar, and bounded work', () => {
  it.each([
    ['empty text', ''],
    ['spaces', ' \r\n '],
    ['plain text', 'Service temporarily unavailable'],
    ['an HTML page', '<!DOCTYPE html><html><body><h1>Sign in</h1></body></html>'],
    ['JSON', '{"error":"not found"}'],
    ['an event without a calendar', vevent('UID:x', 'DTSTART;VALUE=DATE:20260601')],
    ['a calendar cut short', calendar(vevent('UID:x', 'DTSTART;VALUE=DATE:20260601')).slice(0, 80)],
    ['NUL bytes', '\u0000\u0000\u0000BEGIN:VCALENDAR'],
    ['a VCARD', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Ana\r\nEND:VCARD\r\n'],
  ])('%s is not an iCalendar file', (_, text) => {
    expectParseError(text);
  });

  it('refuses an event whose dates or rule cannot be read, with its reason, and reads the others', () => {
    const { events, refused } = read(
      calendar(
        vevent('UID:bad-date', 'DTSTART;VALUE=DATE:2026XX01'),
        vevent('UID:bad-rule', 'DTSTART;VALUE=DATE:20260601', 'RRULE:FREQ=MONTHLY;BYDAY=5MO;BYMONTHDAY=1'),
        vevent('UID:good', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260703'),
      ),
    );
    expect(events.map((event) => event.uid)).toEqual(['good']);
    expect(refused).toEqual([
      { uid: 'bad-date', summary: '', checkin: null, reason: REFUSED_EVENT_MSG.badStart },
      { uid: 'bad-rule', summary: '', checkin: null, reason: REFUSED_EVENT_MSG.unreadable },
    ]);
    // A rule value out of range already fails the parser.
    expectParseError(
      calendar(vevent('UID:bad', 'DTSTART;VALUE=DATE:20260601', 'RRULE:FREQ=DAILY;BYMONTH=13')),
    );
  });

  it('refuses impossible dates (ical.js would roll them over), an end before the start, and over 90 nights', () => {
    const { events, refused } = read(
      calendar(
        vevent(
          'UID:rolled',
          'SUMMARY:Reserved',
          'DTSTART;VALUE=DATE:2026-13-45',
          'DTEND;VALUE=DATE:20261299',
        ),
        vevent('UID:feb30', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260230'),
        vevent('UID:hour25', 'DTSTART:20260601T250000Z', 'DTEND:20260602T030000Z'),
        vevent(
          'UID:exdate',
          'DTSTART;VALUE=DATE:20260601',
          'RRULE:FREQ=WEEKLY;COUNT=3',
          'EXDATE;VALUE=DATE:20261340',
        ),
        vevent('UID:backwards', 'DTSTART;VALUE=DATE:20260710', 'DTEND;VALUE=DATE:20260705'),
        vevent('UID:long', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20261101'),
        vevent('UID:ninety', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260530'),
        vevent('UID:ok', 'DTSTART;VALUE=DATE:20260610', 'DTEND;VALUE=DATE:20260612'),
      ),
    );
    expect(events.map(({ uid, checkin, checkout }) => [uid, checkin, checkout])).toEqual([
      ['ninety', '2026-03-01', '2026-05-30'],
      ['ok', '2026-06-10', '2026-06-12'],
    ]);
    expect(refused.map(({ uid, checkin, reason }) => [uid, checkin, reason])).toEqual([
      ['rolled', null, REFUSED_EVENT_MSG.badStart],
      ['feb30', null, REFUSED_EVENT_MSG.badEnd],
      ['hour25', null, REFUSED_EVENT_MSG.badStart],
      ['exdate', null, REFUSED_EVENT_MSG.badDate],
      ['backwards', '2026-07-10', REFUSED_EVENT_MSG.endsBeforeStart('2026-07-10', '2026-07-05')],
      ['long', '2026-08-01', REFUSED_EVENT_MSG.tooLong(92)],
    ]);
    expect(refused[0]?.summary).toBe('Reserved');
  });

  it('keeps the reservation link of an Airbnb event (DESCRIPTION), none for a block', () => {
    const { events } = read(
      airbnbFeed([
        { checkin: '2026-12-30', checkout: '2027-01-01' },
        { checkin: '2026-12-10', checkout: '2026-12-12', summary: AIRBNB_BLOCK_SUMMARY },
      ]),
      { to: '2027-02-01' },
    );
    expect(events[0]?.reservationUrl).toBeNull();
    expect(events[1]?.reservationUrl).toMatch(
      /^https:\/\/www\.airbnb\.com\/hosting\/reservations\/details\/HM[0-9A-F]{8}$/,
    );
  });

  it('returns at most 5,000 events, the earliest first, from 20,000', () => {
    const events = Array.from({ length: 20_000 }, (_, i) => {
      const day = new Date(Date.UTC(2026, 0, 1 + (i % 360))).toISOString().slice(0, 10);
      const next = new Date(Date.UTC(2026, 0, 2 + (i % 360))).toISOString().slice(0, 10);
      return { uid: `event-${i}@booking.com`, checkin: day, checkout: next };
    });
    const ics = bookingComFeed(events);
    // bounded work is asserted by the count; speed belongs to `npm run bench`, never to a test
    const parsed = parse(ics);
    expect(parsed).toHaveLength(FEED_PARSE_LIMITS.maxEvents);
    expect(parsed[0]?.checkin).toBe('2026-01-01');
    expect(parsed.at(-1)?.checkin).toBe('2026-03-31'); // 5,000 of 55.6 a day: the first 90 days
  });

  it('stops expanding after 10,000 recurrence steps in all, and on a rule no day matches', () => {
    const daily = Array.from({ length: 50 }, (_, i) =>
      vevent(`UID:daily-${i}`, 'DTSTART:20000101T100000Z', 'DTEND:20000101T110000Z', 'RRULE:FREQ=HOURLY'),
    );
    // unbounded expansion would never return: the test's own timeout is the guard, not a clock
    expect(parse(calendar(...daily))).toEqual([]);
    // Feb 30 never comes: ical.js would search for it forever. The rule holds nothing; the feed is still read.
    const never = vevent(
      'UID:never',
      'DTSTART:20260101T100000Z',
      'DURATION:PT1H',
      'RRULE:FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30',
    );
    const plain = vevent('UID:plain', 'DTSTART;VALUE=DATE:20260601');
    expect(parse(calendar(never, plain)).map((event) => event.uid)).toEqual(['plain']);
  });

  it('throws nothing but FeedParseError on mangled feeds', () => {
    const base = calendar(
      NEW_YORK,
      vevent(
        'UID:r',
        'DTSTART;TZID=America/New_York:20260302T200000',
        'DURATION:PT3H',
        'RRULE:FREQ=WEEKLY;COUNT=3',
      ),
      vevent('UID:r', 'RECURRENCE-ID;TZID=America/New_York:20260309T200000', 'DTSTART:20260310T010000Z'),
    ).concat(airbnbFeed([{ checkin: '2026-03-04', checkout: '2026-03-07' }]));
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const junk = [
      '\u0000',
      ':',
      ';',
      '=',
      '"',
      '\\',
      '\r\n',
      'BEGIN:VEVENT',
      'END:VCALENDAR',
      '99999999',
      'Z',
      'T',
    ];
    let parsed = 0;
    for (let round = 0; round < 120; round++) {
      const characters = [...base];
      for (let edit = 0; edit < 1 + Math.floor(random() * 6); edit++) {
        const at = Math.floor(random() * characters.length);
        if (random() < 0.5) characters.splice(at, 1 + Math.floor(random() * 20));
        else characters.splice(at, 0, junk[Math.floor(random() * junk.length)] ?? '');
      }
      try {
        parse(characters.join(''));
        parsed++;
      } catch (error) {
        expect(error).toBeInstanceOf(FeedParseError);
      }
    }
    expect(parsed).toBeGreaterThan(0);
  });

  describe('a feed past the work limits fails whole as too complex', () => {
    /** A zone whose one observance recurs by `rule` from `dtstart`. */
    const zone = (tzid: string, rule: string, dtstart = '20260101T000000') =>
      [
        'BEGIN:VTIMEZONE',
        `TZID:${tzid}`,
        'BEGIN:STANDARD',
        `DTSTART:${dtstart}`,
        `RRULE:${rule}`,
        'TZOFFSETFROM:+0800',
        'TZOFFSETTO:+0800',
        'END:STANDARD',
        'END:VTIMEZONE',
      ].join('\r\n');
    const stayIn = (tzid: string) =>
      vevent('UID:z', `DTSTART;TZID=${tzid}:20260701T150000`, `DTEND;TZID=${tzid}:20260703T110000`);

    it('a time zone changing every minute, every second, or on a day that never comes', () => {
      for (const rule of ['FREQ=MINUTELY', 'FREQ=SECONDLY', 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30'])
        expectParseError(calendar(zone('Evil', rule), stayIn('Evil')), FEED_PARSE_MESSAGES.zoneTooComplex);
    });

    it('reads real zones: New York, and an Outlook-style zone from 1601', () => {
      const outlook = zone('Outlook', 'FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU', '16010101T020000');
      expect(stays(calendar(NEW_YORK, outlook, stayIn('Outlook'), vevent(...NEW_YORK_STAY)))).toEqual([
        ['2026-03-16', '2026-03-17'],
        ['2026-07-01', '2026-07-03'],
      ]);
    });

    it('a weekly zone rule is read, fifty of them with an event far ahead are not', () => {
      expect(stays(calendar(zone('Weekly', 'FREQ=WEEKLY'), stayIn('Weekly')))).toEqual([
        ['2026-07-01', '2026-07-03'],
      ]);
      const weekly = Array.from({ length: 50 }, (_, n) => zone(`Weekly-${n}`, 'FREQ=WEEKLY'));
      expectParseError(calendar(...weekly, stayIn('Weekly-0')), FEED_PARSE_MESSAGES.zoneTooComplex);
      // one zone, but an event in 2200: ical.js would expand the weekly rule through 2205
      const far = vevent('UID:far', 'DTSTART;TZID=Weekly:22000101T150000', 'DURATION:PT1H');
      expectParseError(calendar(zone('Weekly', 'FREQ=WEEKLY'), far), FEED_PARSE_MESSAGES.zoneTooComplex);
    });

    it('more than 50 time zones, 25,000 components or 10,000 recurrence dates', () => {
      const zones = Array.from({ length: 51 }, (_, n) => zone(`Z-${n}`, 'FREQ=YEARLY'));
      expectParseError(calendar(...zones), FEED_PARSE_MESSAGES.tooManyZones);
      const empty = vevent('UID:e', 'DTSTART;VALUE=DATE:20260601');
      expectParseError(
        calendar(...Array.from({ length: FEED_PARSE_LIMITS.maxComponents }, () => empty)),
        FEED_PARSE_MESSAGES.tooManyComponents,
      );
      const dates = Array.from({ length: 10_001 }, (_, i) => `2026${String(1 + (i % 9)).padStart(2, '0')}01`);
      expectParseError(
        calendar(vevent('UID:r', 'DTSTART;VALUE=DATE:20260101', `RDATE;VALUE=DATE:${dates.join(',')}`)),
        FEED_PARSE_MESSAGES.tooManyDates,
      );
    });
  });
});
