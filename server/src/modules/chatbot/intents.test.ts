import { describe, expect, it } from 'vitest';
import {
  parseMaxPrice,
  parseNights,
  parseParty,
  parseStayDates,
  partySize,
  readMessage,
  referenceCodeCandidates,
} from './intents';

const TODAY = '2026-06-15';
const none = { dates: false, party: false, maxPrice: false };
const topicsOf = (message: string) => {
  const found = {
    dates: parseStayDates(message, TODAY) !== null,
    party: parseParty(message) !== null,
    maxPrice: parseMaxPrice(message) !== undefined,
  };
  return readMessage(message, found).topics;
};

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

  it('crosses months and years', () => {
    expect(parseStayDates('Dec 30 to Jan 2', TODAY)).toEqual(ok('2026-12-30', '2027-01-02'));
    expect(parseStayDates('Dec 30 - 2', TODAY)).toEqual(ok('2026-12-30', '2027-01-02'));
    expect(parseStayDates('June 28 to July 3', TODAY)).toEqual(ok('2026-06-28', '2026-07-03'));
  });

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

  it('understands today, tonight and tomorrow in the resort’s calendar', () => {
    expect(parseStayDates('any room tonight?', TODAY)).toEqual(ok('2026-06-15', '2026-06-16', true));
    expect(parseStayDates('tomorrow for 2 nights', TODAY)).toEqual(ok('2026-06-16', '2026-06-18'));
    expect(parseStayDates('today to tomorrow', TODAY)).toEqual(ok('2026-06-15', '2026-06-16'));
  });

  it('reads a weekend as Friday and Saturday nights', () => {
    // 2026-06-15 is a Monday
    expect(parseStayDates('this weekend', TODAY)).toEqual(ok('2026-06-19', '2026-06-21'));
    expect(parseStayDates('any rooms next weekend?', TODAY)).toEqual(ok('2026-06-26', '2026-06-28'));
    // asked on Saturday: the rest of this weekend
    expect(parseStayDates('weekend', '2026-06-20')).toEqual(ok('2026-06-20', '2026-06-21'));
  });

  it('ignores invalid days and numbers that are not dates', () => {
    expect(parseStayDates('Feb 30', TODAY)).toBeNull();
    expect(parseStayDates('2026-13-01', TODAY)).toBeNull();
    expect(parseStayDates('may 5 people stay?', TODAY)).toBeNull();
    expect(parseStayDates('May I bring a pet?', TODAY)).toBeNull();
    expect(parseStayDates('rooms for 2 adults', TODAY)).toBeNull();
    expect(parseStayDates('hello', TODAY)).toBeNull();
  });

  it('reads weekdays named as "this" or "next" one, and the day after tomorrow (chrono-node)', () => {
    // 2026-06-15 is a Monday: "this Friday" is in four days, "next Friday" a week later
    expect(parseStayDates('any rooms this Friday?', TODAY)).toEqual(ok('2026-06-19', '2026-06-20', true));
    expect(parseStayDates('next Friday for 2 nights', TODAY)).toEqual(ok('2026-06-26', '2026-06-28'));
    expect(parseStayDates('next Friday to Sunday', TODAY)).toEqual(ok('2026-06-26', '2026-06-28'));
    expect(parseStayDates('tomorrow for 3 nights', TODAY)).toEqual(ok('2026-06-16', '2026-06-19'));
    expect(parseStayDates('the day after tomorrow', TODAY)).toEqual(ok('2026-06-17', '2026-06-18', true));
    expect(parseStayDates('24th December to 2nd January', TODAY)).toEqual(ok('2026-12-24', '2027-01-02'));
    expect(parseStayDates('Dec 24 at 2pm to Dec 27', TODAY)).toEqual(ok('2026-12-24', '2026-12-27'));
  });

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
  it('reads counts, words and weeks', () => {
    expect(parseNights('3 nights')).toBe(3);
    expect(parseNights('a two-night stay')).toBe(2);
    expect(parseNights('overnight')).toBe(1);
    expect(parseNights('for 2 weeks')).toBe(14);
    expect(parseNights('hello')).toBeUndefined();
  });
});

describe('parseParty', () => {
  it('reads adults, kids and head counts', () => {
    expect(parseParty('2 adults and 1 kid')).toEqual({ adults: 2, kids: 1 });
    expect(parseParty('two adults, three children')).toEqual({ adults: 2, kids: 3 });
    expect(parseParty('family of 4')).toEqual({ guests: 4 });
    expect(parseParty('we are 5 pax')).toEqual({ guests: 5 });
    expect(parseParty('6 people')).toEqual({ guests: 6 });
    expect(parseParty('for a couple')).toEqual({ adults: 2 });
    expect(parseParty('just me')).toEqual({ adults: 1 });
    expect(parseParty('what time is check-in')).toBeNull();
  });

  it('counts at least one adult', () => {
    expect(partySize({ kids: 2 })).toBe(3);
    expect(partySize({ adults: 2, kids: 1 })).toBe(3);
    expect(partySize({ guests: 4 })).toBe(4);
  });
});

describe('parseMaxPrice', () => {
  it('reads a budget in pesos', () => {
    expect(parseMaxPrice('rooms under 5,000')).toBe(5000);
    expect(parseMaxPrice('below ₱10k')).toBe(10000);
    expect(parseMaxPrice('budget of 8000 pesos')).toBe(8000);
    expect(parseMaxPrice('under php 7,500.50')).toBe(7500.5);
    expect(parseMaxPrice('rooms for 2')).toBeUndefined();
  });
});

describe('referenceCodeCandidates', () => {
  it('finds a code anywhere, in any case', () => {
    expect(referenceCodeCandidates('My code is 7KQ4MZ2P.')).toEqual([{ code: '7KQ4MZ2P', strong: true }]);
    expect(referenceCodeCandidates('check 7kq4mz2p please')).toEqual([{ code: '7KQ4MZ2P', strong: true }]);
    expect(referenceCodeCandidates('ref#ABCDEFGH')).toEqual([{ code: 'ABCDEFGH', strong: true }]);
  });

  it('skips words with look-alike characters or the wrong length', () => {
    expect(referenceCodeCandidates('7KQ4MZ2O')).toEqual([]); // O is not in the alphabet
    expect(referenceCodeCandidates('7KQ4MZ21')).toEqual([]); // nor 1
    expect(referenceCodeCandidates('7KQ4MZ2')).toEqual([]);
    expect(referenceCodeCandidates('7KQ4MZ2PX')).toEqual([]);
  });

  it('treats lower-case words as weak and everyday words as no code', () => {
    expect(referenceCodeCandidates('what payments do you take')).toEqual([]);
    expect(referenceCodeCandidates('is my december booking ok')).toEqual([]);
    expect(referenceCodeCandidates('my code is abcdefgh')).toEqual([{ code: 'ABCDEFGH', strong: false }]);
  });
});

describe('readMessage', () => {
  it('recognises greetings, help, thanks', () => {
    expect(readMessage('Hello!', none)).toMatchObject({ greeting: true, topics: [] });
    expect(readMessage('what can you do?', none)).toMatchObject({ help: true, topics: [] });
    expect(readMessage('thank you so much', none)).toMatchObject({ thanks: true, topics: [] });
  });

  it('sorts questions into topics', () => {
    expect(topicsOf('Room availability')).toEqual(['availability']);
    expect(topicsOf('What are your room rates?')).toEqual(['availability']);
    expect(topicsOf('Dec 24 to 27 for 2 adults')).toEqual(['availability']);
    expect(topicsOf('anything under 5000?')).toEqual(['availability']);
    expect(topicsOf('Amenities')).toEqual(['amenities']);
    expect(topicsOf('Do you have a pool?')).toEqual(['amenities']);
    expect(topicsOf('Do the rooms have wifi?')).toEqual(['amenities']);
    expect(topicsOf('What time is check-in?')).toEqual(['times']);
    expect(topicsOf('check in and check out times')).toEqual(['times']);
    expect(topicsOf('How much is the down payment?')).toEqual(['payment']);
    expect(topicsOf('Can I pay with GCash?')).toEqual(['payment']);
    expect(topicsOf('What is your cancellation policy?')).toEqual(['cancellation']);
    expect(topicsOf('Can I cancel my booking?')).toEqual(['cancellation']);
    expect(topicsOf("What's your address?")).toEqual(['address']);
    expect(topicsOf('Where is the resort located?')).toEqual(['address']);
    expect(topicsOf('What is your phone number?')).toEqual(['contact']);
    expect(topicsOf('Check my reservation')).toEqual(['reservation']);
    expect(topicsOf('What is the status of my booking?')).toEqual(['reservation']);
    expect(topicsOf('I would like to book a room')).toEqual(['availability']);
  });

  it('treats check-in dates as dates, not a question about times', () => {
    expect(topicsOf('check-in 2026-12-24 check-out 2026-12-27')).toEqual(['availability']);
    expect(topicsOf('Rooms on Dec 24? And what time is check-in?')).toEqual(['availability', 'times']);
  });

  it('answers several topics in a fixed order', () => {
    expect(topicsOf('Do you have a pool and parking, and what is your email?')).toEqual([
      'amenities',
      'contact',
    ]);
  });

  it('finds nothing in chit-chat', () => {
    expect(topicsOf('What is the meaning of life?')).toEqual([]);
  });
});
