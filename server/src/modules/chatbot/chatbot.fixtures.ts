// The world of the chat tests: a fresh app at noon on 2026-06-15 in Manila (the resort's today for every
// date in these tests), three bookable rooms, one under maintenance, a few facilities, one edited text and
// two bookings; helpers that send a message, each from its own address.
import { randomUUID } from 'node:crypto';
import type { ChatReplyDto } from '@domain/api-types';
import { CONTENT_DEFAULTS } from '@domain/content';
import { expect } from 'vitest';
import type { Database } from '../../db/client';
import { amenities, contentItems } from '../../db/schema';
import { createReservationRow, createRoom, createUser } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

export const EMAIL = CONTENT_DEFAULTS.contact_email.content;
export const PHONE = CONTENT_DEFAULTS.contact_phone.content;

/** The rooms, facilities, edited text and bookings the chat answers from; returns the guest's July stay. */
const seedChatWorld = async (db: Database) => {
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
    rates: [
      { rateType: 'Holiday Season', price: '12000.00', validFrom: '2026-12-20', validTo: '2027-01-05' },
    ],
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

  return stay;
};

export const setUpChatWorld = async () => {
  const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

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

  /** Asks `question` and expects every one of `parts` in the answer. */
  const expectReply = async (question: string, ...parts: string[]) => {
    const { response } = await ask(question);
    for (const part of parts) expect(response, question).toContain(part);
  };

  const stay = await seedChatWorld(db);
  return { app, db, send, session, ask, expectReply, stay };
};
