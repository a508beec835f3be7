import { describe, expect, it } from 'vitest';
import { parseMaxPrice, parseParty } from './party';
import { parseStayDates } from './stay-dates';
import { readMessage } from './topics';

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
