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

  // One definition in both languages (intents.ts, docs/admin.md): "this weekend" is the coming Friday
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

describe('parseParty', () => {
  it.each([
    ['2 adults and 1 kid', { adults: 2, kids: 1 }],
    ['two adults, three children', { adults: 2, kids: 3 }],
    ['family of 4', { guests: 4 }],
    ['we are 5 pax', { guests: 5 }],
    ['6 people', { guests: 6 }],
    ['for a couple', { adults: 2 }],
    ['just me', { adults: 1 }],
    ['para sa 4 na tao', { guests: 4 }],
    ['dalawang matanda at isang bata', { adults: 2, kids: 1 }],
    ['anim na bisita', { guests: 6 }],
    ['what time is check-in', null],
  ])('reads adults, kids and head counts: %j -> %j', (message, party) => {
    expect(parseParty(message)).toEqual(party);
  });

  it('counts at least one adult', () => {
    expect(partySize({ kids: 2 })).toBe(3);
    expect(partySize({ adults: 2, kids: 1 })).toBe(3);
    expect(partySize({ guests: 4 })).toBe(4);
  });
});

describe('parseMaxPrice', () => {
  it.each([
    ['rooms under 5,000', 5000],
    ['below ₱10k', 10000],
    ['budget of 8000 pesos', 8000],
    ['under php 7,500.50', 7500.5],
    ['rooms for 2', undefined],
  ])('reads a budget in pesos: %j -> %j', (message, pesos) => {
    expect(parseMaxPrice(message)).toBe(pesos);
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

  /** Questions about one topic each, by topic. */
  const QUESTIONS = {
    availability: [
      'Room availability',
      'What are your room rates?',
      'Dec 24 to 27 for 2 adults',
      'anything under 5000?',
      'I would like to book a room',
    ],
    amenities: ['Amenities', 'Do you have a pool?', 'Do the rooms have wifi?'],
    times: ['What time is check-in?', 'check in and check out times'],
    payment: ['How much is the down payment?', 'Can I pay with GCash?'],
    cancellation: ['What is your cancellation policy?', 'Can I cancel my booking?'],
    address: ["What's your address?", 'Where is the resort located?'],
    contact: ['What is your phone number?'],
    reservation: ['Check my reservation', 'What is the status of my booking?'],
    breakfast: [
      'Is breakfast included?',
      'Does the room rate include breakfast?',
      'Kasama ba ang almusal?',
      'May libreng almusal ba sa kwarto?',
    ],
    discount: [
      'I am a senior citizen, do I get a discount?',
      'Do PWDs get a discount?',
      'may discount ba ang senior',
      'May diskwento ba para sa PWD?',
      'Senior po ako',
    ],
  };
  it.each(Object.entries(QUESTIONS).flatMap(([topic, questions]) => questions.map((q) => [q, topic])))(
    'sorts questions into topics: %j is about %s',
    (question, topic) => {
      expect(topicsOf(question)).toEqual([topic]);
    },
  );

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

  it('reads a question for the cheapest room as availability, naming one room', () => {
    for (const question of [
      'What is your cheapest room?',
      'least expensive room this weekend',
      'Ano ang pinakamurang kwarto?',
      'pinaka-murang kuwarto para sa 2',
    ]) {
      const reading = readMessage(question, none);
      expect(reading.cheapest, question).toBe(true);
      expect(reading.topics, question).toContain('availability');
    }
    expect(readMessage('How much is a room?', none).cheapest).toBe(false);
  });

  it('keeps the breakfast words out of the facilities asked, but not the other facilities', () => {
    expect(topicsOf('where can we eat breakfast?')).toEqual(['breakfast']);
    expect(topicsOf('Is breakfast included, and do you have a pool?')).toEqual(['breakfast', 'amenities']);
    expect(topicsOf('Where can we eat?')).toEqual(['amenities']);
  });

  it('finds nothing in chit-chat', () => {
    expect(topicsOf('What is the meaning of life?')).toEqual([]);
  });
});
