// The admin's FAQ (matched before the built-in topics, in any language), answers about a
// named room, and the unanswered questions list.
import { randomUUID } from 'node:crypto';
import type {
  ChatbotConversationDto,
  ChatbotFaqDto,
  ChatReplyDto,
  UnansweredQuestionDto,
} from '@domain/api-types';
import { FAQ_LIMITS } from '@domain/chatbot';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { chatbotFaqs, chatbotMessages } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// Noon on 2026-06-15 in Manila: the resort's today.
const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

let address = 0;
const nextAddress = () => `10.30.${Math.floor(++address / 250)}.${address % 250}`;

const ask = async (
  message: string,
  sessionId = `faq-${randomUUID()}`,
  language?: 'en' | 'fil',
): Promise<ChatReplyDto> => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message, sessionId, language },
    remoteAddress: nextAddress(),
  });
  expect(response.statusCode, message).toBe(200);
  return response.json();
};

const admin = await createSignedInUser(app, { role: 'admin', firstName: 'Ana', lastName: 'Reyes' });
const customer = await createSignedInUser(app, { role: 'customer' });

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  cookie = admin.cookie,
) => app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

const BREAKFAST = {
  question: 'Is breakfast included?',
  keywords: ['free breakfast', 'breakfast included'],
  phrasings: ['Do rooms come with breakfast?'],
  answer: 'Yes: breakfast for two is included with every room, 6:30 to 10:00 AM.',
  language: 'en',
};
const ALMUSAL = {
  question: 'Kasama ba ang almusal?',
  keywords: ['almusal'],
  phrasings: [],
  answer: 'Opo, kasama ang almusal para sa dalawa sa bawat kuwarto.',
  language: 'fil',
};

const createFaq = async (body: object): Promise<ChatbotFaqDto> => {
  const response = await call('POST', '/api/admin/chatbot/faqs', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
};

const conversations = async (): Promise<ChatbotConversationDto[]> =>
  (await call('GET', '/api/admin/chatbot/conversations')).json();

const unanswered = async (): Promise<UnansweredQuestionDto[]> => {
  const response = await call('GET', '/api/admin/chatbot/unanswered');
  expect(response.statusCode).toBe(200);
  return response.json();
};

describe('FAQ admin routes', () => {
  it.each([
    ['GET', '/api/admin/chatbot/faqs'],
    ['POST', '/api/admin/chatbot/faqs'],
    ['PUT', `/api/admin/chatbot/faqs/${randomUUID()}`],
    ['DELETE', `/api/admin/chatbot/faqs/${randomUUID()}`],
    ['GET', '/api/admin/chatbot/unanswered'],
  ] as const)('%s %s: 401 for a visitor, 403 for a customer', async (method, url) => {
    const body = method === 'POST' || method === 'PUT' ? BREAKFAST : undefined;
    expect((await call(method, url, body, '')).statusCode).toBe(401);
    expect((await call(method, url, body, customer.cookie)).statusCode).toBe(403);
  });

  it('refuses bad entries with 400 and a message per field', async () => {
    const empty = await call('POST', '/api/admin/chatbot/faqs', {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors).toMatchObject({
      question: 'Question is required',
      answer: 'Answer is required',
    });

    const wrong = await call('POST', '/api/admin/chatbot/faqs', {
      ...BREAKFAST,
      language: 'es',
      keywords: ['?!'],
      phrasings: 'not a list',
    });
    expect(wrong.statusCode).toBe(400);
    expect(Object.keys(wrong.json().errors).sort()).toEqual(['keywords', 'language', 'phrasings']);
    expect(wrong.json().errors.language).toBe('Choose English or Filipino');

    const tooMany = await call('POST', '/api/admin/chatbot/faqs', {
      ...BREAKFAST,
      keywords: Array.from({ length: FAQ_LIMITS.keywords + 1 }, (_, i) => `word${i}`),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().errors.keywords).toBe(`Use at most ${FAQ_LIMITS.keywords} keywords`);
  });

  it('creates, changes and deletes an entry, keeping who did it', async () => {
    const editor = await createSignedInUser(app, { role: 'admin', firstName: 'Ben', lastName: 'Cruz' });
    const created = await createFaq({
      ...BREAKFAST,
      question: 'Is parking free?',
      keywords: [' parking ', ''],
    });
    expect(created).toMatchObject({
      question: 'Is parking free?',
      keywords: ['parking'],
      language: 'en',
      createdBy: { firstName: 'Ana', lastName: 'Reyes' },
      updatedBy: { firstName: 'Ana', lastName: 'Reyes' },
    });

    const changed = await call(
      'PUT',
      `/api/admin/chatbot/faqs/${created.id}`,
      { ...BREAKFAST, question: 'Is parking free of charge?', language: 'fil' },
      editor.cookie,
    );
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      question: 'Is parking free of charge?',
      language: 'fil',
      createdBy: { firstName: 'Ana', lastName: 'Reyes' },
      updatedBy: { firstName: 'Ben', lastName: 'Cruz' },
    });
    const listed: ChatbotFaqDto[] = (await call('GET', '/api/admin/chatbot/faqs')).json();
    expect(listed.find((faq) => faq.id === created.id)?.question).toBe('Is parking free of charge?');

    expect((await call('DELETE', `/api/admin/chatbot/faqs/${created.id}`)).statusCode).toBe(204);
    expect((await call('DELETE', `/api/admin/chatbot/faqs/${created.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/admin/chatbot/faqs/${created.id}`, BREAKFAST)).statusCode).toBe(404);
    expect((await call('PUT', '/api/admin/chatbot/faqs/not-a-uuid', BREAKFAST)).statusCode).toBe(404);
  });

  it('the database refuses a language other than en or fil', async () => {
    await expect(
      db.insert(chatbotFaqs).values({ question: 'q', answer: 'a', language: 'es' as 'en' }),
    ).rejects.toThrow();
  });
});

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

describe('unanswered questions', () => {
  it('lists "contact us" questions most asked first, one row per question whatever its case or punctuation', async () => {
    await ask('Can I bring my dog?');
    await ask('can i bring my DOG');
    await ask('Can I bring my dog???');
    await ask('Do you have a spa?');
    await ask('What time is check-out?'); // answered: not listed
    const list = await unanswered();
    expect(list.slice(0, 2)).toMatchObject([
      { question: 'Can I bring my dog???', count: 3 },
      { question: 'Do you have a spa?', count: 1 },
    ]);
    expect(list.some((row) => /check-out/.test(row.question))).toBe(false);

    // once an FAQ entry answers it, it leaves the list, and the next guest gets the answer
    await createFaq({
      ...BREAKFAST,
      question: 'Are pets allowed?',
      keywords: ['dog', 'pet'],
      phrasings: [],
      answer: 'Small pets are welcome.',
    });
    expect((await unanswered()).some((row) => row.question.startsWith('Can I bring my dog'))).toBe(false);
    expect((await ask('Can I bring my dogs?')).response).toBe('Small pets are welcome.');
  });

  it('keeps the language each question was asked in and lists them most asked first', async () => {
    const filipino = `faq-${randomUUID()}`;
    const unsent = `faq-${randomUUID()}`;
    await ask('May surfing lessons ba kayo?', filipino, 'fil');
    await ask('may surfing lessons ba kayo', undefined, 'fil');
    await ask('May surfing lessons ba kayo?!', unsent); // no language sent: answered in English
    await ask('Do you have a sauna?', undefined, 'en');
    await ask('do you have a sauna', undefined, 'fil'); // a tie: the latest wording's language first
    // an exchange logged before languages were kept
    await db.insert(chatbotMessages).values({
      sessionId: `faq-${randomUUID()}`,
      userMessage: 'Is there a bowling alley?',
      botResponse: 'Please contact us.',
      answerSource: 'fallback',
      questionKey: 'is there a bowling alley',
    });

    const stored = async (sessionId: string) =>
      (await db.select().from(chatbotMessages).where(eq(chatbotMessages.sessionId, sessionId)))[0]?.language;
    expect(await stored(filipino)).toBe('fil');
    expect(await stored(unsent)).toBe('en');

    const list = await unanswered();
    const languagesOf = (start: string) => list.find((row) => row.question.startsWith(start))?.languages;
    expect(languagesOf('May surfing lessons')).toEqual(['fil', 'en']);
    expect(languagesOf('do you have a sauna')).toEqual(['fil', 'en']);
    expect(languagesOf('Is there a bowling alley')).toEqual([]);
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
