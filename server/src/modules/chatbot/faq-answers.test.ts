// The assistant answers from the admin's FAQ first (in any language), and about a room a question names.
import { randomUUID } from 'node:crypto';
import { FAQ_LIMITS } from '@domain/chatbot';
import { describe, expect, it } from 'vitest';
import { chatbotFaqs } from '../../db/schema';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { ALMUSAL, BREAKFAST, setUpFaqWorld } from './faq.fixtures';

const { db, ask, call, createFaq, conversations } = await setUpFaqWorld();

describe('the assistant answers from the FAQ first', () => {
  it('matches the question, a phrasing, a keyword and a misspelling, whatever the case and punctuation', async () => {
    const faq = await createFaq(BREAKFAST);
    for (const question of [
      'Is breakfast included?',
      'IS BREAKFAST INCLUDED',
      'do rooms come with breakfast',
      'Hi, is there free breakfast for kids?',
      'is brekfast includd?',
    ])
      expect((await ask(question)).response, question).toBe(BREAKFAST.answer);

    // the built-in topics still answer what the FAQ does not
    expect((await ask('What time is check-in?')).response).toMatch(/^Check-in is from/);

    const sessionId = `faq-${randomUUID()}`;
    await ask('Is breakfast included?', sessionId);
    const logged = (await conversations()).find((row) => row.sessionId === sessionId);
    expect(logged).toMatchObject({ answerSource: 'faq', faq: { id: faq.id, question: BREAKFAST.question } });
  });

  it('matches entries of every language and answers in the entry’s language', async () => {
    await createFaq(ALMUSAL);
    expect((await ask('May libreng almusál po ba?')).response).toBe(ALMUSAL.answer);
  });

  it('logs the built-in answers with their source, and a deleted entry’s exchanges without it', async () => {
    const faq = await createFaq({
      ...BREAKFAST,
      question: 'Do you have a karaoke room?',
      keywords: ['karaoke'],
      phrasings: [],
    });
    const sessionId = `faq-${randomUUID()}`;
    await ask('Can we sing karaoke at night?', sessionId);
    await ask('Thanks!', sessionId);
    expect((await call('DELETE', `/api/admin/chatbot/faqs/${faq.id}`)).statusCode).toBe(204);
    const mine = (await conversations()).filter((row) => row.sessionId === sessionId);
    expect(mine.map((row) => [row.userMessage, row.answerSource, row.faq])).toEqual([
      ['Thanks!', 'small_talk', null],
      ['Can we sing karaoke at night?', 'faq', null],
    ]);
  });

  it('answers a long message of unknown words without error', async () => {
    const words = Array.from({ length: 160 }, (_, i) => `zqx${i}`).join(' ');
    expect((await ask(words.slice(0, 1000))).response).toContain('contact us');
  });

  it('refuses more entries than the limit with 409', async () => {
    const existing = (await call('GET', '/api/admin/chatbot/faqs')).json().length;
    await db.insert(chatbotFaqs).values(
      Array.from({ length: FAQ_LIMITS.entries - existing }, (_, i) => ({
        question: `Filler question ${i}`,
        keywords: [`fillerkeyword${i}`],
        answer: 'Filler answer',
      })),
    );
    const refused = await call('POST', '/api/admin/chatbot/faqs', BREAKFAST);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain(`at most ${FAQ_LIMITS.entries} entries`);
    // the assistant still answers with the FAQ full
    expect((await ask('Is breakfast included?')).response).toBe(BREAKFAST.answer);
    await db.delete(chatbotFaqs);
  });
});

// The rooms of the named-room questions; the suite is booked over Christmas.
const suite = await createRoom(db, {
  name: 'Sunset Suite',
  basePrice: '12500.00',
  maxAdults: 3,
  maxKids: 1,
  maxOccupancy: 4,
  amenities: ['King bed', 'Private balcony', 'Bathtub'],
  rates: [
    { rateType: 'Holiday Season', price: '15000.00', validFrom: '2026-12-20', validTo: '2027-01-05' },
    { rateType: 'Summer Promo', price: '9000.00', validFrom: '2026-03-01', validTo: '2026-05-31' },
  ],
});
await createRoom(db, { name: 'Cheap Garden Room', basePrice: '2500.00' });
await createRoom(db, { name: 'Premier Deluxe Balcony Room', basePrice: '8000.00' });
const guest = await createUser(db, { email: 'named-room@example.com' });
await createReservationRow(db, {
  userId: guest.id,
  roomId: suite.id,
  checkin: '2026-12-24',
  checkout: '2026-12-27',
  status: 'confirmed',
});

describe('a question naming a room answers about that room', () => {
  it('gives its price per night, seasonal rates still to come, capacity and amenities, not the cheapest rooms', async () => {
    const sessionId = `faq-${randomUUID()}`;
    const { response } = await ask('How much is the Sunset Suite per night?', sessionId);
    expect(response).toContain(
      'The Sunset Suite is ₱12,500 per night and takes up to 4 guests (3 adults and 1 kid).',
    );
    expect(response).toContain('Holiday Season: ₱15,000 per night');
    expect(response).not.toContain('Summer Promo'); // over before today
    expect(response).toContain('Amenities: King bed, Private balcony, Bathtub.');
    expect(response).toContain(`/rooms/${suite.id}`);
    expect(response).not.toContain('Cheap Garden Room');
    const logged = (await conversations()).find((row) => row.sessionId === sessionId);
    expect(logged?.answerSource).toBe('room');
  });

  it('prices the dates asked and says whether its nights are free', async () => {
    expect((await ask('Is the sunset suite free from July 1 to July 3?')).response).toContain(
      'Good news: it is free from',
    );
    expect((await ask('sunset suite dec 24 to 26 for 2 adults')).response).toContain(
      'it is taken on some nights',
    );
    expect((await ask('Sunset Suite for 6 people')).response).toContain("so it won't fit 6 guests");
  });

  it('reads a name without its last word "room", and the longer of two nested names', async () => {
    const { response } = await ask('Does the premier deluxe balcony have a bathtub?');
    expect(response).toContain('The Premier Deluxe Balcony Room is ₱8,000 per night');
    expect(response).not.toContain('Sunset Suite');
  });
});
