// Issue "Safe to open to the public", findings 1 and 9: the chat assistant's work per message is
// bounded (stay limits before any pricing, no 500 on far dates) and reservation codes cannot be probed.
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createStayOfNewGuest, randomReferenceCode } from '../../test/factories';
import { createTestApp } from '../../test/test-app';

// Noon on 2026-06-15 in Manila.
const { app, db } = await createTestApp({ now: () => new Date('2026-06-15T04:00:00Z') });

const send = (message: string, remoteAddress = '10.9.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message, sessionId: `abuse-${randomUUID()}` },
    remoteAddress,
  });

const booked = await createStayOfNewGuest(db, {
  room: { name: 'Garden Room', basePrice: '3200.00' },
  checkin: '2026-07-01',
  checkout: '2026-07-03',
  status: 'confirmed',
});

describe('chat dates are bounded by the stay limits', () => {
  it('answers a stay to year 9999 at once with the stay limit, not millions of priced nights', async () => {
    const started = Date.now();
    const response = await send('rooms from 2027-06-01 to 9999-12-30 for 2 adults', '10.9.1.1');
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(200);
    expect(response.json().response).toContain('Stays can be at most 30 nights');
  });

  it('answers 9999-12-31 (once a 500) with the booking horizon', async () => {
    for (const message of ['9999-12-31', 'Dec 31, 9999', 'rooms on 12/31/9999 please']) {
      const response = await send(message, '10.9.1.2');
      expect(response.statusCode, message).toBe(200);
      expect(response.json().response, message).toContain('Bookings open up to 365 days ahead');
    }
  });

  it('still answers a stay within the limits with prices', async () => {
    const response = await send('rooms from July 10 to 12 for 1 adult', '10.9.1.3');
    expect(response.json().response).toContain('Garden Room: ₱6,400');
  });
});

describe('reservation codes in chat', () => {
  it('looks up at most 2 codes per message, the likeliest first', async () => {
    const decoys = Array.from({ length: 100 }, () => randomReferenceCode());
    const probe = await send(`${decoys.join(' ')} ${booked.referenceCode}`, '10.9.2.1');
    expect(probe.statusCode).toBe(200);
    expect(probe.json().reservation).toBeUndefined();
    expect(probe.json().response).toContain("I couldn't find a reservation");

    const honest = await send(`status of my booking ${booked.referenceCode} please`, '10.9.2.2');
    expect(honest.json().reservation).toMatchObject({ roomName: 'Garden Room', status: 'confirmed' });
  });

  it('counts lookups against a per-address budget: the 11th in ten minutes is refused kindly', async () => {
    const address = '10.9.3.1';
    for (let i = 0; i < 10; i++) {
      const response = await send(`reservation ${randomReferenceCode()}`, address);
      expect(response.json().response, `lookup ${i + 1}`).toContain("I couldn't find a reservation");
    }
    const spent = await send(`reservation ${booked.referenceCode}`, address);
    expect(spent.statusCode).toBe(200);
    expect(spent.json().reservation).toBeUndefined();
    expect(spent.json().response).toContain("I've looked up several reservation codes for you already");
    // questions without a code still get answers from that address
    expect((await send('what time is check-in?', address)).json().response).toContain('Check-in is from');
    // and another address is not affected
    expect((await send(`reservation ${booked.referenceCode}`, '10.9.3.2')).json().reservation).toBeDefined();
  });

  it('refuses NUL in a message with a 400 and keeps nothing', async () => {
    const response = await send('hello\u0000there', '10.9.4.1');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({
      message: "This text contains a character we can't accept. Please retype it.",
    });
  });
});
