// What the assistant answers day visitors through POST /api/chatbot/message: the entrance fees of a day,
// its places left and the cottages free for a party, from the admin's offer (its API) and what holds it.
import { randomUUID } from 'node:crypto';
import { beyondHorizonMessage } from '@domain/stay-limits';
import { describe, expect, it } from 'vitest';
import { reservationCottages } from '../../db/schema';
import { DEMO_DAY_PASS } from '../../db/seed-day-visits';
import { insertTestCottages } from '../../test/cottages';
import { createSignedInUser, createStayOfNewGuest } from '../../test/factories';
import { expectDayVisitBooked } from '../../test/http';
import { createTestApp } from '../../test/test-app';
import { EMAIL } from './chatbot.fixtures';

// Noon on Tuesday 2026-12-01 in Manila: the resort's today
const { app, db } = await createTestApp({ now: () => new Date('2026-12-01T04:00:00Z') });
const admin = await createSignedInUser(app, { role: 'admin' });

let address = 0;
const reply = async (message: string, language?: 'en' | 'fil') => {
  const response = await app.inject({
    method: 'POST',
    url: '/api/chatbot/message',
    payload: { message, sessionId: `day-${randomUUID()}`, ...(language ? { language } : {}) },
    remoteAddress: `10.60.${Math.floor(++address / 250)}.${address % 250}`,
  });
  expect(response.statusCode, message).toBe(200);
  return response.json() as { response: string; reservation?: { roomName: string } };
};
const ask = async (message: string, language?: 'en' | 'fil') => (await reply(message, language)).response;
const admins = (method: 'PUT' | 'POST', url: string, payload: object) =>
  app.inject({ method, url, payload, headers: { cookie: admin.cookie } });
const setPass = async (pass: object) =>
  expect((await admins('PUT', '/api/admin/day-visits/pass', pass)).statusCode).toBe(200);

/** A guest books a day visit of `adults` on `day` (POST /api/day-visits/bookings). */
const bookDayVisit = async (day: string, adults: number) => {
  const guest = await createSignedInUser(app, { role: 'customer' });
  const body = { date: day, adults, paymentMethod: 'GCash', transactionId: `TX-${randomUUID()}` };
  return (await expectDayVisitBooked(app, body, guest.cookie)).referenceCode;
};

describe('before the admin sets day visits up', () => {
  it('says day tours cannot be booked online yet', async () => {
    const response = await ask('How much is the day tour on Saturday?');
    expect(response).toContain("Day tours can't be booked online yet");
    expect(response).toContain(EMAIL);
  });
});

describe('the entrance fees of a day', () => {
  it('answers the day type and its fees, the child rule, infants and the hours', async () => {
    await setPass(DEMO_DAY_PASS);
    const response = await ask('How much is the day tour on Saturday?');
    expect(response).toBe(
      [
        'Day tour entrance on Sat, Dec 5, 2026 (a weekend day): ₱200 per adult and ₱150 per child.',
        `Child fee: ${DEMO_DAY_PASS.childRule}. Infants enter free.`,
        'Open 8:00 AM – 6:00 PM.',
        'See the day tour and book at /day-tours.',
      ].join('\n'),
    );
    expect(await ask('entrance fee tomorrow')).toContain(
      'Day tour entrance on Wed, Dec 2, 2026 (a weekday): ₱150 per adult and ₱100 per child.',
    );
    expect(await ask('day tour price 12/7')).toContain('on Mon, Dec 7, 2026 (a weekday): ₱150');
  });

  it("prices the admin's holidays as weekends, with the holiday's name", async () => {
    const holiday = await admins('POST', '/api/admin/day-visits/holidays', {
      date: '2026-12-25',
      name: 'Christmas Day',
    });
    expect(holiday.statusCode).toBe(201);
    expect(await ask('entrance fee on Dec 25?')).toContain(
      'on Fri, Dec 25, 2026 (a holiday: Christmas Day): ₱200 per adult and ₱150 per child.',
    );
  });

  it('gives today and the next day priced the other way when no day is named', async () => {
    const response = await ask('How much is the day tour?');
    expect(response).toContain('Day tour entrance today, Tue, Dec 1, 2026 (a weekday): ₱150 per adult');
    expect(response).toContain('Day tour entrance on Sat, Dec 5, 2026 (a weekend day): ₱200 per adult');
  });

  it('answers in Filipino with the Filipino child rule and page', async () => {
    const response = await ask('magkano entrance sa Sunday', 'fil');
    expect(response).toContain(
      'Entrance sa day tour sa Lin, Dis 6, 2026 (weekend): ₱200 bawat matanda at ₱150 bawat bata.',
    );
    expect(response).toContain(`Presyong pambata: ${DEMO_DAY_PASS.childRuleFil}. Libre ang mga sanggol.`);
    expect(response).toContain('/fil/day-tours');
    expect(response).not.toContain('per adult');
  });

  it("answers a day outside the booking window with checkVisitDay's message", async () => {
    expect(await ask('day tour on 2026-06-01')).toContain('Check-in date cannot be in the past.');
    expect(await ask('entrance fee on 2028-01-10')).toContain(`${beyondHorizonMessage(365)}.`);
    expect(await ask('entrance sa 2028-01-10', 'fil')).toContain(
      'Tumatanggap lang kami ng booking hanggang 365 araw mula ngayon.',
    );
  });

  it('still answers room questions with rooms', async () => {
    const response = await ask('Is there a room on Dec 24?');
    expect(response).not.toContain('/day-tours');
    expect(response).not.toContain('Day tour entrance');
  });
});

describe('cottages for a party', () => {
  it('says when the resort has no cottages at all', async () => {
    const response = await ask('is a cottage for 10 free tomorrow');
    expect(response).toContain("We don't have cottages for day visitors right now");
    expect(response).toContain('/day-tours');
  });

  it('lists the free cottages that fit, then what is left when none does', async () => {
    const [kubo, cabana, hut] = await insertTestCottages(db);
    const fits = await ask('is a cottage for 10 free tomorrow');
    expect(fits).toContain('Cottages free on Wed, Dec 2, 2026 for 10 persons:');
    expect(fits).toContain('• Bamboo Cabana: good for 10 persons, ₱2,000 for the day');
    expect(fits).toContain('• Family Beach Hut: good for 10 persons, ₱2,500 for the day');
    expect(fits).not.toContain('Kubo by the Shore');
    expect(fits).toContain('Day tour entrance on Wed, Dec 2, 2026 (a weekday): ₱150 per adult');

    // a room guest holds the two big ones tomorrow
    const stay = await createStayOfNewGuest(db, { checkin: '2026-12-02', status: 'confirmed' });
    await db.insert(reservationCottages).values([
      { reservationId: stay.id, cottageId: cabana?.id ?? '', day: '2026-12-02' },
      { reservationId: stay.id, cottageId: hut?.id ?? '', day: '2026-12-02' },
    ]);
    const none = await ask('is a cottage for 10 free tomorrow');
    expect(none).toContain("I'm sorry, no cottage left on Wed, Dec 2, 2026 fits 10 persons. Still free:");
    expect(none).toContain('• Kubo by the Shore: good for 8 persons, ₱1,500 for the day');
    expect(none).not.toContain('Bamboo Cabana');
    // another day is free
    expect(await ask('cottage for 10 on Dec 3')).toContain('• Bamboo Cabana');

    await db.insert(reservationCottages).values({
      reservationId: stay.id,
      cottageId: kubo?.id ?? '',
      day: '2026-12-02',
    });
    expect(await ask('any cottage tomorrow?')).toContain(
      "I'm sorry, every cottage is taken on Wed, Dec 2, 2026.",
    );
  });

  it('answers in Filipino', async () => {
    const response = await ask('may cottage ba para sa 10 sa Linggo', 'fil');
    expect(response).toContain('Mga bakanteng cottage sa Lin, Dis 6, 2026 para sa 10 katao:');
    expect(response).toContain('• Bamboo Cabana: para sa 10 katao, ₱2,000 para sa buong araw');
    expect(response).not.toContain('Kubo by the Shore');
  });
});

describe('the places left on a day', () => {
  it('counts the holding day visits against the day', async () => {
    expect(await ask('Is the day tour still available on Sunday?')).toContain(
      'The day tour still has 300 of 300 places on Sun, Dec 6, 2026.',
    );
    await bookDayVisit('2026-12-06', 4);
    const fil = await ask('pwede pa ba mag day tour sa Sunday', 'fil');
    expect(fil).toContain('May 296 pa pong puwesto sa day tour sa Lin, Dis 6, 2026 (sa 300).');
    expect(fil).toContain('₱200 bawat matanda');

    await setPass({ ...DEMO_DAY_PASS, dailyCapacity: 4 });
    expect(await ask('pwede pa ba mag day tour sa Sunday')).toContain(
      "I'm sorry, the day tour is full on Sun, Dec 6, 2026.",
    );
    expect(await ask('cottage for 10 on Sunday')).toContain('Only 0 day-tour places are left that day.');
  });
});

describe('a day visit looked up by its code', () => {
  it('is named as the day tour of its day, in both languages', async () => {
    const code = await bookDayVisit('2026-12-13', 2);
    const english = await reply(`What is the status of ${code}?`);
    expect(english.response).toContain(
      `I found reservation ${code}: a day tour on Sun, Dec 13, 2026. Status:`,
    );
    expect(english.reservation).toMatchObject({ roomName: 'Day tour', checkin: '2026-12-13' });
    expect(await ask(`Ano ang status ng ${code}?`, 'fil')).toContain(
      `Nahanap ko ang reservation na ${code}: day tour sa Lin, Dis 13, 2026. Status:`,
    );
  });
});
