// What the assistant answers through POST /api/chatbot/message: rooms and stays, facilities, the resort's
// texts, reservations by code, and the fallback.
import { CONTENT_DEFAULTS } from '@domain/content';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contentItems, reservations } from '../../db/schema';
import { createUser } from '../../test/factories';
import { EMAIL, PHONE, setUpChatWorld } from './chatbot.fixtures';

const { db, ask, send, session, expectReply, stay } = await setUpChatWorld();

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

  it('looks up a day visit by its code: "a day visit" on its day, no room, in English and Filipino', async () => {
    const guest = await createUser(db);
    await db.insert(reservations).values({
      referenceCode: 'DAYV2345',
      userId: guest.id,
      kind: 'day_visit',
      roomId: null,
      checkin: '2026-07-12',
      checkout: '2026-07-13',
      adults: 2,
      kids: 0,
      totalAmount: '400.00',
      status: 'confirmed',
    });
    const reply = await ask('Can you check DAYV2345?');
    expect(reply.reservation).toEqual({
      roomName: 'Day visit',
      checkin: '2026-07-12',
      checkout: '2026-07-13',
      status: 'confirmed',
    });
    expect(reply.response).toContain(
      'I found reservation DAYV2345: a day visit on Jul 12, 2026. Status: Confirmed.',
    );
    const filipino = await send({
      message: 'Pakitingnan ang DAYV2345',
      sessionId: session(),
      language: 'fil',
    });
    expect(filipino.json().response).toContain('Nahanap ko ang reservation na DAYV2345: day tour sa');
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
});
