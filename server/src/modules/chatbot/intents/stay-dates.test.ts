import { describe, expect, it } from 'vitest';
import { parseNights, parseStayDates } from './stay-dates';

const TODAY = '2026-06-15';

describe('parseStayDates', () => {
  const ok = (checkin: string, checkout: string, assumedNights = false) => ({
    status: 'ok',
    checkin,
    checkout,
    nights: expect.any(Number),
    assumedNights,
  });

  it('reads ISO ranges in their many spellings', () => {
    for (const text of [
      '2026-12-24 - 2026-12-27',
      'from 2026-12-24 to 2026-12-27',
      'checkin 2026-12-24 checkout 2026-12-27',
      '2026-12-24–2026-12-27',
    ])
      expect(parseStayDates(text, TODAY), text).toEqual(ok('2026-12-24', '2026-12-27'));
    expect(parseStayDates('2026-12-24 - 2026-12-27', TODAY)).toMatchObject({ nights: 3 });
  });

  it('reads month names with a shared month, a year, ordinals and a dot', () => {
    const cases: [string, string, string][] = [
      ['Dec 24 to 27', '2026-12-24', '2026-12-27'],
      ['December 24 to 27', '2026-12-24', '2026-12-27'],
      ['dec 24-27 for 2 adults', '2026-12-24', '2026-12-27'],
      ['Dec. 24th - 27th', '2026-12-24', '2026-12-27'],
      ['December 24, 2026 to December 27, 2026', '2026-12-24', '2026-12-27'],
      ['between Dec 24 and Dec 27', '2026-12-24', '2026-12-27'],
      ['24-27 December', '2026-12-24', '2026-12-27'],
      ['from the 24th of December to the 27th of December', '2026-12-24', '2026-12-27'],
      ['24 Dec to 27 Dec', '2026-12-24', '2026-12-27'],
      ['12/24/2026 to 12/27/2026', '2026-12-24', '2026-12-27'],
    ];
    for (const [text, checkin, checkout] of cases)
      expect(parseStayDates(text, TODAY), text).toEqual(ok(checkin, checkout));
  });

  /** A message, the stay read from it (asked on TODAY), and whether one night was assumed. */
  type Read = [message: string, checkin: string, checkout: string, assumedNights?: boolean];
  const expectRead = (...[message, checkin, checkout, assumedNights]: Read) =>
    expect(parseStayDates(message, TODAY), message).toEqual(ok(checkin, checkout, assumedNights));

  it.each<Read>([
    ['Dec 30 to Jan 2', '2026-12-30', '2027-01-02'],
    ['Dec 30 - 2', '2026-12-30', '2027-01-02'],
    ['June 28 to July 3', '2026-06-28', '2026-07-03'],
  ])('crosses months and years: %j', expectRead);

  it('takes a day without a year as the next such day from the resort’s today', () => {
    // asked on 2026-06-15: June 10 is past this year, so next year's is meant
    expect(parseStayDates('June 10 to 12', TODAY)).toEqual(ok('2027-06-10', '2027-06-12'));
    expect(parseStayDates('Jan 5 to 7', '2026-12-20')).toEqual(ok('2027-01-05', '2027-01-07'));
    // today itself is still bookable
    expect(parseStayDates('June 15 to 16', TODAY)).toEqual(ok('2026-06-15', '2026-06-16'));
  });

  it('reports a written past date instead of guessing', () => {
    expect(parseStayDates('2026-06-14 to 2026-06-16', TODAY)).toEqual({
      status: 'past',
      checkin: '2026-06-14',
    });
    expect(parseStayDates('Dec 24, 2025 to 27', TODAY)).toEqual({ status: 'past', checkin: '2025-12-24' });
  });

  it('reports a check-out on or before the check-in', () => {
    expect(parseStayDates('2026-12-27 to 2026-12-24', TODAY)).toEqual({
      status: 'inverted',
      checkin: '2026-12-27',
      checkout: '2026-12-24',
    });
    expect(parseStayDates('2026-12-24 to 2026-12-24', TODAY)).toMatchObject({ status: 'inverted' });
  });

  it('makes a single day one night unless a length is given', () => {
    expect(parseStayDates('Dec 24', TODAY)).toEqual(ok('2026-12-24', '2026-12-25', true));
    expect(parseStayDates('Dec 24 for 3 nights', TODAY)).toEqual(ok('2026-12-24', '2026-12-27'));
    expect(parseStayDates('two nights from 2026-12-24', TODAY)).toEqual(ok('2026-12-24', '2026-12-26'));
    expect(parseStayDates('a week from Dec 24', TODAY)).toEqual(ok('2026-12-24', '2026-12-31'));
  });

  it.each<Read>([
    ['any room tonight?', '2026-06-15', '2026-06-16', true],
    ['tomorrow for 2 nights', '2026-06-16', '2026-06-18'],
    ['today to tomorrow', '2026-06-15', '2026-06-16'],
  ])('understands today, tonight and tomorrow in the resort’s calendar: %j', expectRead);

  it('reads a weekend as Friday and Saturday nights', () => {
    // 2026-06-15 is a Monday
    expect(parseStayDates('this weekend', TODAY)).toEqual(ok('2026-06-19', '2026-06-21'));
    expect(parseStayDates('any rooms next weekend?', TODAY)).toEqual(ok('2026-06-26', '2026-06-28'));
    // asked on Saturday: the rest of this weekend
    expect(parseStayDates('weekend', '2026-06-20')).toEqual(ok('2026-06-20', '2026-06-21'));
  });

  // One definition in both languages (stay-reader.ts, docs/admin.md): "this weekend" is the coming Friday
  // and Saturday nights, "next weekend" the weekend after it.
  describe('the weekends mean the same in English and Filipino', () => {
    const weekends: [today: string, thisWeekend: [string, string], nextWeekend: [string, string]][] = [
      ['2026-12-01', ['2026-12-04', '2026-12-06'], ['2026-12-11', '2026-12-13']], // a Tuesday
      ['2026-12-04', ['2026-12-04', '2026-12-06'], ['2026-12-11', '2026-12-13']], // a Friday
      ['2026-12-05', ['2026-12-05', '2026-12-06'], ['2026-12-11', '2026-12-13']], // a Saturday: the rest of it
      ['2026-12-06', ['2026-12-11', '2026-12-13'], ['2026-12-18', '2026-12-20']], // a Sunday
    ];
    it.each(weekends)('asked on %s', (today, [thisIn, thisOut], [nextIn, nextOut]) => {
      const read = (message: string) => {
        const stay = parseStayDates(message, today);
        return stay?.status === 'ok' ? [stay.checkin, stay.checkout] : stay;
      };
      for (const message of [
        'rooms this weekend?',
        'any room for the weekend',
        'coming weekend',
        'May bakante ba ngayong weekend?',
        'may kwarto ba sa weekend?',
        'sa darating na weekend po',
      ])
        expect(read(message), message).toEqual([thisIn, thisOut]);
      for (const message of [
        'any rooms next weekend?',
        'May kwarto ba sa susunod na weekend?',
        'susunod na weekend po, 2 matanda',
      ])
        expect(read(message), message).toEqual([nextIn, nextOut]);
    });
  });

  it.each<Read>([
    ['May kwarto ba bukas?', '2026-06-16', '2026-06-17', true],
    ['bukas hanggang sa makalawa', '2026-06-16', '2026-06-17'],
    ['ngayong gabi po', '2026-06-15', '2026-06-16', true],
    ['Disyembre 24 hanggang 27', '2026-12-24', '2026-12-27'],
    ['Dis 24 hanggang Dis 27, 2026', '2026-12-24', '2026-12-27'],
    ['mula Enero 10, tatlong gabi', '2027-01-10', '2027-01-13'],
    ['Hulyo 3 para sa dalawang gabi', '2026-07-03', '2026-07-05'],
    ['sa Biyernes hanggang Linggo', '2026-06-19', '2026-06-21'],
    ['susunod na Sabado', '2026-06-27', '2026-06-28', true],
  ])('reads Filipino days, months and lengths: %j', expectRead);

  it.each(['Bukas ba ang pool?', 'bukas po ba kayo ngayon?', 'Anim kami, may kwarto ba para sa 6 na tao?'])(
    'reads no date where Filipino says none: %j',
    (message) => {
      expect(parseStayDates(message, TODAY)).toBeNull();
    },
  );

  it.each([
    'Feb 30',
    '2026-13-01',
    'may 5 people stay?',
    'May I bring a pet?',
    'rooms for 2 adults',
    'hello',
  ])('ignores invalid days and numbers that are not dates: %j', (message) => {
    expect(parseStayDates(message, TODAY)).toBeNull();
  });

  // 2026-06-15 is a Monday: "this Friday" is in four days, "next Friday" a week later
  it.each<Read>([
    ['any rooms this Friday?', '2026-06-19', '2026-06-20', true],
    ['next Friday for 2 nights', '2026-06-26', '2026-06-28'],
    ['next Friday to Sunday', '2026-06-26', '2026-06-28'],
    ['tomorrow for 3 nights', '2026-06-16', '2026-06-19'],
    ['the day after tomorrow', '2026-06-17', '2026-06-18', true],
    ['24th December to 2nd January', '2026-12-24', '2027-01-02'],
    ['Dec 24 at 2pm to Dec 27', '2026-12-24', '2026-12-27'],
  ])(
    'reads weekdays named as "this" or "next" one, and the day after tomorrow (chrono-node): %j',
    expectRead,
  );

  it('finds no stay in times, lengths, "now" or a bare weekday', () => {
    for (const text of [
      'is the pool open on Friday?',
      'can I book now?',
      'we arrived last night',
      'what time is check-in? 2pm?',
      'rooms for a week',
      'in December',
    ])
      expect(parseStayDates(text, TODAY), text).toBeNull();
  });

  it('keeps "Dec 24 to 2 adults" a single day, not a range', () => {
    expect(parseStayDates('Dec 24 to 2 adults', TODAY)).toEqual(ok('2026-12-24', '2026-12-25', true));
  });
});

describe('parseNights', () => {
  it.each([
    ['3 nights', 3],
    ['a two-night stay', 2],
    ['overnight', 1],
    ['for 2 weeks', 14],
    ['hello', undefined],
  ])('reads counts, words and weeks: %j -> %j', (message, nights) => {
    expect(parseNights(message)).toBe(nights);
  });
});
