// Reading calendar feeds: recurring and cancelled events, the window, UIDs and summaries.
import { describe, expect, it } from 'vitest';
import { calendar, NEW_YORK, parse, vevent } from './parse-feed.fixtures';

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
