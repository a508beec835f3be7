// The weather notice in the guest's language: a Filipino account affected by a declared
// disruption is emailed the notice in Filipino (subject and body), an English account the unchanged
// English one; each guest once.
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer';
import { createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { expectMailIn } from '../../test/mail';
import { createTestApp } from '../../test/test-app';

// The resort's clock: noon of 2026-06-10 in Manila.
const { app, db, sentMail } = await createTestApp({ now: () => new Date('2026-06-10T04:00:00Z') });

/** A guest in `language` with a confirmed stay, July 1 to 3, 2026. */
const guestStaying = async (firstName: string, language: 'en' | 'fil') => {
  const { user } = await createSignedInUser(app, { firstName, language });
  const room = await createRoom(db, { basePrice: '4500.00' });
  const stay = await createReservationRow(db, {
    userId: user.id,
    roomId: room.id,
    checkin: '2026-07-01',
    checkout: '2026-07-03',
    totalAmount: '9000.00',
    status: 'confirmed',
  });
  return { user, stay };
};

const mailsTo = (to: string): Mail[] => sentMail.filter((mail) => mail.to === to);

describe('the weather notice email', () => {
  it('is in Filipino for a Filipino guest and unchanged English for an English one', async () => {
    const filipino = await guestStaying('Maria', 'fil');
    const english = await guestStaying('Lina', 'en');
    const desk = (await createSignedInUser(app, { role: 'receptionist' })).cookie;

    const declared = await app.inject({
      method: 'POST',
      url: '/api/receptionist/weather-disruptions',
      headers: { cookie: desk },
      payload: { startDate: '2026-07-02', endDate: '2026-07-03', note: 'PAGASA TCWS No. 2 for La Union' },
    });
    expect(declared.statusCode, declared.body).toBe(201);
    await app.jobs.runDue();

    const [tagalog, ...moreTagalog] = mailsTo(filipino.user.email);
    expect(moreTagalog).toEqual([]);
    expect(tagalog?.subject).toBe(
      `Abiso tungkol sa panahon: ang inyong stay – ${filipino.stay.referenceCode}`,
    );
    expectMailIn('fil', tagalog, {
      lines: [
        'Magandang araw, Maria,',
        'May idineklarang weather disruption para sa La Union mula Huw, Hul 2, 2026 hanggang Biy, Hul 3, 2026: PAGASA TCWS No. 2 for La Union. Tatama ang inyong stay sa mga araw na iyon, at inuuna namin ang inyong kaligtasan.',
        'Mag-sign in at buksan ang inyong dashboard sa aming website (Aking mga booking) para pumili, nang walang bayad:',
        'Check-in: Miy, Hul 1, 2026, mula 3:00 PM',
        'Magkita tayo sa tabing-dagat,',
      ],
      without: /Hello|weather disruption has been declared|your safety/,
    });

    const [plain, ...morePlain] = mailsTo(english.user.email);
    expect(morePlain).toEqual([]);
    expect(plain?.subject).toBe(`Weather notice: your stay – ${english.stay.referenceCode}`);
    expectMailIn('en', plain, {
      lines: [
        'Hello Lina,',
        'A weather disruption has been declared for La Union from Thu, Jul 2, 2026 to Fri, Jul 3, 2026: PAGASA TCWS No. 2 for La Union. Your stay falls on those days, and your safety comes first.',
        'Sign in and open your dashboard on our website (My bookings) to choose, at no cost: move your stay to any available dates within 6 months, in the same room or another at the same price or lower, with everything you paid carried over; or cancel, with everything you paid refunded.',
      ],
      without: /Magandang|panahon/,
    });
  });
});
