// Reading calendar feeds into the nights they hold at the resort (Asia/Manila): the travel sites' exports,
// all-day events, and timed events in any zone.
import { describe, expect, it } from 'vitest';
import { calendar, expectHeld, NEW_YORK, NEW_YORK_STAY, parse, stays, vevent } from './parse-feed.fixtures';
import { AIRBNB_BLOCK_SUMMARY, airbnbFeed, bookingComFeed } from './test-feeds';

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
