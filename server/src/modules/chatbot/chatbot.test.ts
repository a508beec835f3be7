import { randomUUID } from 'node:crypto';
import type { ChatbotConversationDto, ChatReplyDto } from '@domain/api-types';
import { CONTENT_DEFAULTS } from '@domain/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { amenities, chatbotMessages, contentItems } from '../../db/schema';
import { createReservationRow, createRoom, createSignedInUser, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// Noon on 2026-06-15 in Manila: the resort's today for every date in these tests.
const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

const EMAIL = CONTENT_DEFAULTS.contact_email.content;
const PHONE = CONTENT_DEFAULTS.contact_phone.content;

let address = 0;
// each call from its own address, so the 20-a-minute limit only bites where a test wants it to
const nextAddress = () => `10.20.${Math.floor(++address / 250)}.${address % 250}`;

const send = (payload: unknown, options: { cookie?: string; remoteAddress?: string } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: payload as object,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: options.cookie ? { cookie: options.cookie } : {},
  });

const session = () => `test-${randomUUID()}`;

const ask = async (message: string, sessionId = session()): Promise<ChatReplyDto> => {
  const response = await send({ message, sessionId });
  expect(response.statusCode, message).toBe(200);
  return response.json();
};

// The world: three bookable rooms, one under maintenance, a few facilities and one edited text.
/** Asks `question` and expects every one of `parts` in the answer. */
const expectReply = async (question: string, ...parts: string[]) => {
  const { response } = await ask(question);
  for (const part of parts) expect(response, question).toContain(part);
};

const garden = await createRoom(db, {
  name: 'Garden Room',
  basePrice: '3200.00',
  maxAdults: 2,
  maxKids: 0,
  maxOccupancy: 2,
});
const ocean = await createRoom(db, {
  name: 'Ocean View Deluxe',
  basePrice: '5800.00',
  maxAdults: 2,
  maxKids: 1,
  maxOccupancy: 3,
});
await createRoom(db, {
  name: 'Family Beach Suite',
  basePrice: '9500.00',
  maxAdults: 4,
  maxKids: 2,
  maxOccupancy: 6,
  rates: [{ rateType: 'Holiday Season', price: '12000.00', validFrom: '2026-12-20', validTo: '2027-01-05' }],
});
await createRoom(db, { name: 'Closed Cabana', basePrice: '2000.00', status: 'maintenance' });
await db.insert(amenities).values([
  { name: 'Swimming Pool', description: 'An infinity pool facing the sea.', displayOrder: 1 },
  { name: 'Restaurant', description: 'Fresh seafood from the morning boats.', displayOrder: 2 },
  { name: 'WiFi', description: '', displayOrder: 3 },
]);
await db.insert(contentItems).values({ key: 'check_in_time', title: 'Check-in time', content: '2:00 PM' });

const guest = await createUser(db, { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' });
// Garden Room is taken over Christmas
await createReservationRow(db, {
  userId: guest.id,
  roomId: garden.id,
  checkin: '2026-12-24',
  checkout: '2026-12-27',
  status: 'confirmed',
});
const stay = await createReservationRow(db, {
  userId: guest.id,
  roomId: ocean.id,
  referenceCode: 'CHAT2345',
  checkin: '2026-07-10',
  checkout: '2026-07-13',
  totalAmount: '17400.00',
  status: 'confirmed',
});

describe('POST /api/chatbot/message', () => {
  it('greets and explains what it can do', async () => {
    const reply = await ask('Hello!');
    expect(reply.response).toMatch(/^Hello! I'm the Casa Alon assistant\. I can help you with:/);
    expect(reply.response).toContain('Room availability and prices');
    expect(reply.response).toContain('reference code');
    expect(reply).not.toHaveProperty('reservation');
    expect((await ask('help')).response).toContain('I can help you with');
  });

  it('lists bookable rooms with prices when asked without dates', async () => {
    const { response } = await ask('Room availability');
    expect(response).toContain('Here are our rooms:');
    expect(response).toContain('• Garden Room: ₱3,200 per night, up to 2 guests');
    expect(response).toContain('• Ocean View Deluxe: ₱5,800 per night, up to 3 guests');
    expect(response).toContain('• Family Beach Suite: ₱9,500 per night, up to 6 guests');
    expect(response).not.toContain('Closed Cabana');
    expect(response).toContain('/rooms');
  });

  it('checks dates and party against reservations and quotes the stay with seasonal rates', async () => {
    const { response } = await ask('Do you have rooms available December 24 to 27 for 2 adults?');
    expect(response).toContain(
      'Good news! These rooms are available from Dec 24, 2026 to Dec 27, 2026 (3 nights) for 2 adults:',
    );
    expect(response).not.toContain('Garden Room'); // booked those nights
    expect(response).toContain('• Ocean View Deluxe: ₱17,400 for 3 nights, up to 3 guests');
    expect(response).toContain('• Family Beach Suite: ₱36,000 for 3 nights, up to 6 guests');
    expect(response).toContain('You can book at /rooms?checkin=2026-12-24&checkout=2026-12-27&adults=2.');

    const iso = await ask('2026-12-24 - 2026-12-27');
    expect(iso.response).toContain('from Dec 24, 2026 to Dec 27, 2026 (3 nights)');
    expect(iso.response).not.toContain('Garden Room');
  });

  it('filters by party size and budget', async () => {
    const family = await ask('rooms for a family of 5 on Dec 24 to 27');
    expect(family.response).toContain('for 5 guests');
    expect(family.response).toContain('Family Beach Suite');
    expect(family.response).not.toContain('Ocean View Deluxe');

    const cheap = await ask('any room under 6,000 a night?');
    expect(cheap.response).toContain('under ₱6,000 a night');
    expect(cheap.response).toContain('Garden Room');
    expect(cheap.response).not.toContain('Family Beach Suite');
  });

  it('assumes one night for a single day and says so', async () => {
    const { response } = await ask('Is there a room on Dec 24?');
    expect(response).toContain('from Dec 24, 2026 to Dec 25, 2026 (1 night)');
    expect(response).toContain('tell me your check-out date');
  });

  it('explains past dates with the resort’s today and impossible ranges', async () => {
    await expectReply(
      'rooms 2026-06-01 to 2026-06-03',
      'Jun 1, 2026 has already passed (today is Jun 15, 2026 at the resort)',
    );
    await expectReply('rooms 2026-12-27 to 2026-12-24', 'Check-out date must be after check-in date.');
    // no year: the next June 10 is meant, not a past one
    await expectReply('June 10 to 12', 'from Jun 10, 2027 to Jun 12, 2027');
  });

  it('says when no room is free or none fits the group', async () => {
    await expectReply(
      'rooms under 3,500 from Dec 24 to 27',
      "I'm sorry, no room is free from Dec 24, 2026 to Dec 27, 2026",
    );
    await expectReply('rooms for 12 people', 'None of our rooms takes 12 guests on its own', EMAIL);
  });

  it('answers about amenities from the amenities table', async () => {
    await expectReply(
      'What amenities do you have?',
      "Here's what you can enjoy at Casa Alon:",
      '• Swimming Pool: An infinity pool facing the sea.',
      '• WiFi: Experience this wonderful facility at our resort',
      '/amenities',
    );
    await expectReply(
      'Do you have a pool?',
      'Yes, we have it! Swimming Pool: An infinity pool facing the sea.',
    );
    await expectReply('where can we eat breakfast?', 'Restaurant: Fresh seafood from the morning boats.');
    await expectReply('Is there parking?', "I don't see parking among our facilities right now");
    await expectReply('what activities can we do?', 'Island Hopping Tours');
  });

  it('answers resort facts from content, with defaults where nothing is stored', async () => {
    expect((await ask('What time is check-in?')).response).toBe(
      'Check-in is from 2:00 PM and check-out is until 12:00 PM.',
    );
    await expectReply("What's your address?", CONTENT_DEFAULTS.resort_address.content);
    await expectReply('What is your phone number and email?', PHONE, EMAIL);
    await expectReply(
      'What payment methods do you accept? Is there a down payment?',
      'We accept GCash, Bank Transfer (BDO) and Credit/Debit Card.',
      '30% down payment',
      CONTENT_DEFAULTS.gcash_number.content,
    );
    await expectReply(
      'What is your cancellation policy?',
      'Free cancellation up to 24 hours before check-in.',
    );
  });

  it('uses an edited payment policy and still states the 30% down payment', async () => {
    await db.insert(contentItems).values({
      key: 'payment_policy',
      title: 'Payment policy',
      content: 'Balance is settled at the front desk. Cancel free of charge up to 3 days before arrival.',
    });
    try {
      await expectReply(
        'how do I pay?',
        'Balance is settled at the front desk.',
        'A 30% down payment confirms your booking',
      );
      await expectReply('can I get a refund?', 'Cancel free of charge up to 3 days before arrival.');
    } finally {
      await db.delete(contentItems).where(eq(contentItems.key, 'payment_policy'));
    }
  });

  it('looks up a reservation by its code, in any case, revealing only room, dates and status', async () => {
    const reply = await ask('Hi, can you check my booking chat2345 please?');
    expect(reply.reservation).toEqual({
      roomName: 'Ocean View Deluxe',
      checkin: '2026-07-10',
      checkout: '2026-07-13',
      status: 'confirmed',
    });
    expect(reply.response).toContain(
      'I found reservation CHAT2345: Ocean View Deluxe, Jul 10, 2026 to Jul 13, 2026. Status: Confirmed.',
    );
    expect(reply.response).toContain('Check-in is from 2:00 PM');
    const body = JSON.stringify(reply);
    for (const secret of ['Maria', 'Santos', 'maria@example.com', '17,400', '17400', stay.id])
      expect(body).not.toContain(secret);
  });

  it('says politely when no reservation has the code', async () => {
    const reply = await ask('Status of ZZZZ9999?');
    expect(reply.response).toMatch(/^I couldn't find a reservation with the code ZZZZ9999\./);
    expect(reply).not.toHaveProperty('reservation');
    // a lower-case word is a code only when the message is about a reservation
    expect((await ask('my reservation code is abcdefgh')).response).toContain(
      "I couldn't find a reservation with the code ABCDEFGH",
    );
    expect((await ask('what payments do you take?')).response).toContain('We accept');
  });

  it('asks for the code when a guest wants their reservation without giving it', async () => {
    await expectReply('Check my reservation', 'Please type your 8-character reservation reference code');
  });

  it('falls back kindly with the resort’s email and phone', async () => {
    const reply = await ask('What is the meaning of life?');
    expect(reply.response).toContain("I'm sorry, I didn't quite catch that.");
    expect(reply.response).toContain(`contact us at ${EMAIL} or ${PHONE}`);
  });

  it('stores every exchange, with the guest when signed in', async () => {
    const visitorSession = session();
    await ask('  Do you have a pool?  ', visitorSession);
    const [visitorRow] = await db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.sessionId, visitorSession));
    expect(visitorRow).toMatchObject({
      sessionId: visitorSession,
      userId: null,
      userMessage: 'Do you have a pool?',
      botResponse: expect.stringContaining('Swimming Pool'),
    });

    const { user, cookie } = await createSignedInUser(app, { firstName: 'Jose', lastName: 'Rizal' });
    const signedInSession = session();
    const response = await send({ message: 'Hello', sessionId: signedInSession }, { cookie });
    expect(response.statusCode).toBe(200);
    const rows = await db
      .select()
      .from(chatbotMessages)
      .where(eq(chatbotMessages.sessionId, signedInSession));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: user.id,
      userMessage: 'Hello',
      botResponse: response.json().response,
    });
  });

  it('refuses empty, blank, missing or oversized messages and bad session ids, storing nothing', async () => {
    const before = (await db.select().from(chatbotMessages)).length;
    for (const message of ['', '   ', '\n\t'] as const) {
      const response = await send({ message, sessionId: session() });
      expect(response.statusCode, JSON.stringify(message)).toBe(400);
      expect(response.json().message).toBe('Please type a message');
    }
    expect((await send({ sessionId: session() })).statusCode).toBe(400);
    const long = await send({ message: 'a'.repeat(1001), sessionId: session() });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('Please keep your message to 1,000 characters or fewer');
    expect((await send({ message: 'a'.repeat(1000), sessionId: session() })).statusCode).toBe(200);
    for (const sessionId of ['short', 'has spaces in it', 'semi;colon;id', 'x'.repeat(101), 42, undefined])
      expect((await send({ message: 'Hello', sessionId })).statusCode, String(sessionId)).toBe(400);
    expect((await db.select().from(chatbotMessages)).length).toBe(before + 1);
  });

  it('limits a single address to 20 messages a minute', async () => {
    const remoteAddress = '10.99.0.1';
    const sessionId = session();
    for (let i = 0; i < 20; i++)
      expect((await send({ message: 'Hi', sessionId }, { remoteAddress })).statusCode).toBe(200);
    const limited = await send({ message: 'Hi', sessionId }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toBeTruthy();
  });
});

describe('GET /api/admin/chatbot/conversations', () => {
  const list = (cookie?: string) =>
    app.inject({
      method: 'GET',
      url: '/api/admin/chatbot/conversations',
      headers: cookie ? { cookie } : {},
    });

  it('is for admins only', async () => {
    expect((await list()).statusCode).toBe(401);
    const customer = await createSignedInUser(app, { role: 'customer' });
    expect((await list(customer.cookie)).statusCode).toBe(403);
    const receptionist = await createSignedInUser(app, { role: 'receptionist' });
    expect((await list(receptionist.cookie)).statusCode).toBe(403);
  });

  it('lists exchanges newest first with the guest’s name when known', async () => {
    const admin = await createSignedInUser(app, { role: 'admin' });
    const { cookie } = await createSignedInUser(app, { firstName: 'Ana', lastName: 'Reyes' });
    const sessionId = session();
    await send({ message: 'first question about the pool', sessionId });
    await send({ message: 'second question, signed in', sessionId, language: 'fil' }, { cookie });

    const response = await list(admin.cookie);
    expect(response.statusCode).toBe(200);
    const rows: ChatbotConversationDto[] = response.json();
    const times = rows.map((row) => Date.parse(row.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const mine = rows.filter((row) => row.sessionId === sessionId);
    expect(mine).toEqual([
      {
        sessionId,
        userMessage: 'second question, signed in',
        botResponse: expect.any(String),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: { firstName: 'Ana', lastName: 'Reyes' },
        answerSource: 'fallback',
        faq: null,
        language: 'fil',
      },
      {
        sessionId,
        userMessage: 'first question about the pool',
        botResponse: expect.stringContaining('Swimming Pool'),
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        user: null,
        answerSource: 'topics',
        faq: null,
        language: 'en',
      },
    ]);
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'answerSource',
      'botResponse',
      'createdAt',
      'faq',
      'language',
      'sessionId',
      'user',
      'userMessage',
    ]);
  });
});
