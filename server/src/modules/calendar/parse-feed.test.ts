// Reading calendar feeds into the nights they hold at the resort (Asia/Manila): the travel sites' exports,
// all-day and timed events in any zone, recurrence, cancelled events, the window, and hostile input.
import { REFUSED_EVENT_MSG } from '@domain/calendar';
import { describe, expect, it } from 'vitest';
import { FEED_PARSE_LIMITS, FEED_PARSE_MESSAGES, FeedParseError, type FeedWindow } from './feed-limits';
import { parseFeed } from './parse-feed';
import { AIRBNB_BLOCK_SUMMARY, airbnbFeed, bookingComFeed } from './test-feeds';

const WINDOW: FeedWindow = { resortTz: 'Asia/Manila', from: '2026-01-01', to: '2027-01-01' };

/** A VCALENDAR around the given lines (events, time zones), CRLF as the RFC writes it. */
const calendar = (...lines: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Feeds//EN', ...lines, 'END:VCALENDAR', ''].join('\r\n');

const vevent = (...lines: string[]) => ['BEGIN:VEVENT', ...lines, 'END:VEVENT'].join('\r\n');

const read = (ics: string, window: Partial<FeedWindow> = {}) => parseFeed(ics, { ...WINDOW, ...window });
/** The events read, without their reservation links (those have a test of their own). */
const parse = (ics: string, window: Partial<FeedWindow> = {}) =>
  read(ics, window).events.map(({ reservationUrl: _, ...event }) => event);

/** check-in and check-out of each event, in the order returned. */
const stays = (ics: string, window: Partial<FeedWindow> = {}) =>
  parse(ics, window).map(({ checkin, checkout }) => [checkin, checkout]);

/** The stay an event should hold, then the event's lines. */
type Held = [checkin: string, checkout: string, ...lines: string[]];

/** Parses the events in one calendar (after `zones`): each holds its stay, returned by check-in. */
const expectHeld = (events: Held[], ...zones: string[]) => {
  const ics = calendar(...zones, ...events.map(([, , ...lines]) => vevent(...lines)));
  const byCheckin = events
    .map(([checkin, checkout]): [string, string] => [checkin, checkout])
    .sort(([a], [b]) => a.localeCompare(b));
  expect(stays(ics)).toEqual(byCheckin);
};

const NEW_YORK = [
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
const NEW_YORK_STAY = [
  'UID:ny',
  'DTSTART;TZID=America/New_York:20260315T140000',
  'DTEND;TZID=America/New_York:20260317T100000',
];

const expectParseError = (ics: string, message: string = FEED_PARSE_MESSAGES.notICalendar) => {
  let thrown: unknown;
  try {
    parse(ics);
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(FeedParseError);
  expect((thrown as Error).message).toBe(message);
};

describe('parseFeed: the travel sites’ exports', () => {
  it('reads an Airbnb export: reservations and the host’s blocks, folded lines and all', () => {
    const ics = airbnbFeed([
      { checkin: '2026-03-04', checkout: '2026-03-07' },
      { checkin: '2026-03-20', checkout: '2026-03-22', summary: AIRBNB_BLOCK_SUMMARY },
      { uid: 'fixed-uid@airbnb.com', checkin: '2026-04-01', checkout: '2026-04-02' },
    ]);
    expect(ics).toContain('PRODID;X-RICAL-TZSOURCE=TZINFO:-//Airbnb Inc//Hosting Calendar 0.8.8//EN\r\n');
    expect(ics).toContain('\r\n '); // the DESCRIPTION is folded
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);

    const events = parse(ics);
    expect(events).toEqual([
      {
        uid: expect.stringMatching(/^1418fb94e984-[0-9a-f]{32}@airbnb\.com$/),
        checkin: '2026-03-04',
        checkout: '2026-03-07',
        summary: 'Reserved',
      },
      {
        uid: expect.stringMatching(/@airbnb\.com$/),
        checkin: '2026-03-20',
        checkout: '2026-03-22',
        summary: 'Airbnb (Not available)',
      },
      { uid: 'fixed-uid@airbnb.com', checkin: '2026-04-01', checkout: '2026-04-02', summary: 'Reserved' },
    ]);
    // Serving the same stays again keeps their UIDs (so a sync sees no change).
    expect(parse(airbnbFeed([{ checkin: '2026-03-04', checkout: '2026-03-07' }]))[0]?.uid).toBe(
      events[0]?.uid,
    );
  });

  it('reads a Booking.com export', () => {
    const ics = bookingComFeed([
      { uid: 'a1b2c3@booking.com', checkin: '2026-05-01', checkout: '2026-05-03' },
      { checkin: '2026-05-10', checkout: '2026-05-11' },
    ]);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(parse(ics)).toEqual([
      {
        uid: 'a1b2c3@booking.com',
        checkin: '2026-05-01',
        checkout: '2026-05-03',
        summary: 'CLOSED - Not available',
      },
      {
        uid: expect.stringMatching(/^[0-9a-f]{32}@booking\.com$/),
        checkin: '2026-05-10',
        checkout: '2026-05-11',
        summary: 'CLOSED - Not available',
      },
    ]);
  });

  it('a calendar without events holds nothing', () => {
    expect(parse(calendar())).toEqual([]);
    expect(parse(airbnbFeed([]))).toEqual([]);
    expect(parse('\uFEFFBEGIN:VCALENDAR\nVERSION:2.0\nEND:VCALENDAR')).toEqual([]);
  });
});

describe('parseFeed: all-day events', () => {
  it('DTEND is the check-out; without it DURATION, else one night; an end on the start is one night', () => {
    expectHeld([
      ['2026-06-01', '2026-06-04', 'UID:a', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260604'],
      ['2026-06-10', '2026-06-11', 'UID:b', 'DTSTART;VALUE=DATE:20260610'],
      ['2026-06-20', '2026-06-23', 'UID:c', 'DTSTART;VALUE=DATE:20260620', 'DURATION:P3D'],
      ['2026-07-01', '2026-07-02', 'UID:d', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260701'],
      ['2026-12-30', '2027-01-02', 'UID:f', 'DTSTART;VALUE=DATE:20261230', 'DTEND;VALUE=DATE:20270102'],
    ]);
  });

  it('skips cancelled and transparent (free) events, and events without a start', () => {
    const ics = calendar(
      vevent('UID:cancelled', 'STATUS:CANCELLED', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260604'),
      vevent('UID:free', 'TRANSP:TRANSPARENT', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260604'),
      vevent('UID:nostart', 'SUMMARY:No dates'),
      vevent(
        'UID:kept',
        'STATUS:CONFIRMED',
        'TRANSP:OPAQUE',
        'DTSTART;VALUE=DATE:20260601',
        'DTEND;VALUE=DATE:20260604',
      ),
    );
    expect(parse(ics).map((event) => event.uid)).toEqual(['kept']);
  });
});

describe('parseFeed: timed events, read in resort time', () => {
  it('UTC times: the Manila day each end falls on; an event inside one day still holds that night', () => {
    expectHeld([
      // 14:00 Manila on Mar 10 to 11:00 on Mar 12
      ['2026-03-10', '2026-03-12', 'UID:stay', 'DTSTART:20260310T060000Z', 'DTEND:20260312T030000Z'],
      // 20:00 UTC on Mar 20 is 04:00 on Mar 21 in Manila
      ['2026-03-21', '2026-03-22', 'UID:late', 'DTSTART:20260320T200000Z', 'DTEND:20260320T230000Z'],
      // 09:00 to 10:00 Manila on Apr 1
      ['2026-04-01', '2026-04-02', 'UID:short', 'DTSTART:20260401T010000Z', 'DTEND:20260401T020000Z'],
      // no DTEND: zero length, one night
      ['2026-04-05', '2026-04-06', 'UID:instant', 'DTSTART:20260405T010000Z'],
      ['2026-04-10', '2026-04-12', 'UID:hours', 'DTSTART:20260410T010000Z', 'DURATION:PT50H'],
    ]);
  });

  it('a TZID with its VTIMEZONE: a New York evening is the next morning in Manila', () => {
    expectHeld(
      [
        // 14:00 EDT = 18:00 UTC = 02:00 Mar 16 Manila; 10:00 EDT Mar 17 = 22:00 Mar 17 Manila
        ['2026-03-16', '2026-03-17', ...NEW_YORK_STAY],
        // in winter (EST, UTC-5): 10:00 = 15:00 UTC = 23:00 Manila the same day
        [
          '2026-01-15',
          '2026-01-16',
          'UID:ny-winter',
          'DTSTART;TZID=America/New_York:20260115T100000',
          'DTEND;TZID=America/New_York:20260115T120000',
        ],
      ],
      NEW_YORK,
    );
  });

  it('the VTIMEZONE in the feed is the one used, whatever its name', () => {
    const zone = [
      'BEGIN:VTIMEZONE',
      'TZID:Resort Partner Time',
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      'TZOFFSETFROM:-1000',
      'TZOFFSETTO:-1000',
      'END:STANDARD',
      'END:VTIMEZONE',
    ].join('\r\n');
    // 20:00 at UTC-10 = 06:00 UTC the next day = 14:00 Manila
    const ics = calendar(
      zone,
      vevent('UID:z', 'DTSTART;TZID=Resort Partner Time:20260501T200000', 'DURATION:PT1H'),
    );
    expect(stays(ics)).toEqual([['2026-05-02', '2026-05-03']]);
  });

  it('a TZID without a VTIMEZONE: an IANA name is used, an unknown name is read as UTC', () => {
    expectHeld([
      // the same stay as with the VTIMEZONE
      ['2026-03-16', '2026-03-17', ...NEW_YORK_STAY],
      // 20:00 "UTC" on Jun 1 is 04:00 Jun 2 in Manila
      [
        '2026-06-02',
        '2026-06-03',
        'UID:unknown',
        'DTSTART;TZID=Mars/Olympus_Mons:20260601T200000',
        'DTEND;TZID=Mars/Olympus_Mons:20260601T210000',
      ],
    ]);
  });

  it('a floating time is the resort’s own wall clock', () => {
    const ics = calendar(vevent('UID:f', 'DTSTART:20260320T230000', 'DTEND:20260322T010000'));
    expect(stays(ics)).toEqual([['2026-03-20', '2026-03-22']]);
    expect(stays(ics, { resortTz: 'America/Los_Angeles' })).toEqual([['2026-03-20', '2026-03-22']]);
  });
});

describe('parseFeed: recurrence', () => {
  it('expands a weekly stay with an EXDATE, a moved occurrence and a cancelled one', () => {
    const ics = calendar(
      vevent(
        'UID:weekly',
        'SUMMARY:Owner stay',
        'DTSTART;VALUE=DATE:20260105',
        'DTEND;VALUE=DATE:20260107',
        'RRULE:FREQ=WEEKLY;COUNT=5',
        'EXDATE;VALUE=DATE:20260112',
      ),
      vevent(
        'UID:weekly',
        'SUMMARY:Owner stay (moved)',
        'RECURRENCE-ID;VALUE=DATE:20260119',
        'DTSTART;VALUE=DATE:20260120',
        'DTEND;VALUE=DATE:20260123',
      ),
      vevent(
        'UID:weekly',
        'STATUS:CANCELLED',
        'RECURRENCE-ID;VALUE=DATE:20260126',
        'DTSTART;VALUE=DATE:20260126',
        'DTEND;VALUE=DATE:20260128',
      ),
    );
    expect(parse(ics)).toEqual([
      { uid: 'weekly/2026-01-05', checkin: '2026-01-05', checkout: '2026-01-07', summary: 'Owner stay' },
      {
        uid: 'weekly/2026-01-19',
        checkin: '2026-01-20',
        checkout: '2026-01-23',
        summary: 'Owner stay (moved)',
      },
      { uid: 'weekly/2026-02-02', checkin: '2026-02-02', checkout: '2026-02-04', summary: 'Owner stay' },
    ]);
  });

  it('expands timed occurrences in resort time, and RDATEs', () => {
    const ics = calendar(
      NEW_YORK,
      vevent(
        'UID:nightly',
        'DTSTART;TZID=America/New_York:20260302T200000',
        'DTEND;TZID=America/New_York:20260302T230000',
        'RRULE:FREQ=WEEKLY;COUNT=2',
        'RDATE;TZID=America/New_York:20260401T200000',
      ),
    );
    // 20:00 New York is 09:00 the next day in Manila (EST until Mar 8, then EDT: 08:00)
    expect(parse(ics).map(({ uid, checkin }) => [uid, checkin])).toEqual([
      ['nightly/2026-03-03', '2026-03-03'],
      ['nightly/2026-03-10', '2026-03-10'],
      ['nightly/2026-04-02', '2026-04-02'],
    ]);
  });

  it('an endless rule stops at the window; an override without its event stands alone', () => {
    const ics = calendar(
      vevent('UID:forever', 'DTSTART;VALUE=DATE:20250101', 'DTEND;VALUE=DATE:20250102', 'RRULE:FREQ=MONTHLY'),
      vevent(
        'UID:orphan',
        'RECURRENCE-ID;VALUE=DATE:20260301',
        'DTSTART;VALUE=DATE:20260302',
        'DTEND;VALUE=DATE:20260303',
      ),
    );
    const events = parse(ics, { from: '2026-02-15', to: '2026-05-01' });
    expect(events.map((event) => event.uid)).toEqual([
      'forever/2026-03-01',
      'orphan/2026-03-01',
      'forever/2026-04-01',
    ]);
  });
});

describe('parseFeed: the window, UIDs and summaries', () => {
  it('keeps the events overlapping [from, to), dates unclipped', () => {
    const ics = calendar(
      vevent('UID:before', 'DTSTART;VALUE=DATE:20260101', 'DTEND;VALUE=DATE:20260110'),
      vevent('UID:ends-at-from', 'DTSTART;VALUE=DATE:20260105', 'DTEND;VALUE=DATE:20260201'),
      vevent('UID:across-from', 'DTSTART;VALUE=DATE:20260130', 'DTEND;VALUE=DATE:20260203'),
      vevent('UID:inside', 'DTSTART;VALUE=DATE:20260210', 'DTEND;VALUE=DATE:20260212'),
      vevent('UID:across-to', 'DTSTART;VALUE=DATE:20260227', 'DTEND;VALUE=DATE:20260303'),
      vevent('UID:starts-at-to', 'DTSTART;VALUE=DATE:20260301', 'DTEND;VALUE=DATE:20260302'),
    );
    expect(parse(ics, { from: '2026-02-01', to: '2026-03-01' })).toEqual([
      { uid: 'across-from', checkin: '2026-01-30', checkout: '2026-02-03', summary: '' },
      { uid: 'inside', checkin: '2026-02-10', checkout: '2026-02-12', summary: '' },
      { uid: 'across-to', checkin: '2026-02-27', checkout: '2026-03-03', summary: '' },
    ]);
  });

  it('derives a stable UID when there is none, keeps the first of duplicate UIDs, trims summaries', () => {
    const ics = calendar(
      vevent('SUMMARY:No uid', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260603'),
      vevent('SUMMARY:No uid either', 'DTSTART;VALUE=DATE:20260601', 'DTEND;VALUE=DATE:20260603'),
      vevent('UID:twice', 'SUMMARY:First', 'DTSTART;VALUE=DATE:20260701', 'DTEND;VALUE=DATE:20260703'),
      vevent('UID:twice', 'SUMMARY:Second', 'DTSTART;VALUE=DATE:20260801', 'DTEND;VALUE=DATE:20260803'),
      vevent('UID:long', `SUMMARY:  ${'Very long summary '.repeat(20)}`, 'DTSTART;VALUE=DATE:20260901'),
    );
    const events = parse(ics);
    expect(events.map((event) => event.summary.length)).toEqual([6, 13, 5, 200]);
    const [first, second, twice, long] = events;
    expect(first?.uid).toMatch(/^derived-[0-9a-f]{32}$/);
    expect(second?.uid).toMatch(/^derived-[0-9a-f]{32}$/);
    expect(first?.uid).not.toBe(second?.uid);
    expect(parse(ics)[0]?.uid).toBe(first?.uid);
    expect(twice).toMatchObject({ uid: 'twice', summary: 'First', checkin: '2026-07-01' });
    expect(long?.summary).toMatch(/^Very long summary/);
  });

  it('removes control characters (NUL) from UIDs and summaries: PostgreSQL text refuses NUL', () => {
    const ics = calendar(
      vevent('UID:a\u0000b', 'SUMMARY:Re\u0000served\u0007', 'DTSTART;VALUE=DATE:20260601'),
    );
    expect(parse(ics)).toEqual([
      { uid: 'ab', checkin: '2026-06-01', checkout: '2026-06-02', summary: 'Re served' },
    ]);
  });
});

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
