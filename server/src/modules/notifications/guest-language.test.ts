// Guest emails in the guest's language: a Filipino account's booking emails are in Filipino,
// subject and body, read when the job sends them; the staff's alerts stay English; a contact-form
// message sent in Filipino is acknowledged in Filipino.
import { hasFilipinoVersion } from '@domain/content';
import { describe, expect, it } from 'vitest';
import type { Mail } from '../../lib/mailer';
import { createPaymentRow, createReservationRow, createRoom, createSignedInUser } from '../../test/factories';
import { callerOf, postBooking } from '../../test/http';
import { expectMailIn } from '../../test/mail';
import { createTestApp } from '../../test/test-app';
import { queueEmail } from '.';
import { MAIL_CONTENT_KEYS } from './templates/stay';

const STAFF = 'desk@casaalon.test';
const { app, db, sentMail } = await createTestApp({
  config: { staffEmail: STAFF },
  now: () => new Date('2026-04-01T04:00:00Z'),
});
const call = callerOf(app);

/** A guest (in `language`) with a booking of their own room, May 1 to 2, 2026. */
const guestWithBooking = async (options: {
  firstName: string;
  language?: 'en' | 'fil';
  status?: 'confirmed';
}) => {
  const { language, status, firstName } = options;
  const { user, cookie } = await createSignedInUser(app, { firstName, language });
  const room = await createRoom(db, { name: `${firstName}'s Room` });
  const reservation = await createReservationRow(db, {
    userId: user.id,
    roomId: room.id,
    status,
    checkin: '2026-05-01',
    checkout: '2026-05-02',
  });
  return { user, cookie, reservation };
};

/** The mails sent to `to` since `before`, once the job runner has run. */
const mailsTo = async (to: string, before: number): Promise<Mail[]> => {
  await app.jobs.runDue();
  return sentMail.slice(before).filter((mail) => mail.to === to);
};

describe('a booking made by a Filipino guest', () => {
  it('gets "Natanggap ang booking" in Filipino, and the staff still get "New booking" in English', async () => {
    const { user, cookie } = await createSignedInUser(app, { firstName: 'Maria', language: 'fil' });
    const room = await createRoom(db, { name: 'Garden Room', basePrice: '4500.00' });
    const before = sentMail.length;
    const booked = await postBooking(app, cookie, {
      roomId: room.id,
      checkin: '2026-05-01',
      checkout: '2026-05-03',
      adults: 2,
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const code = booked.json().referenceCode;

    const [mail, ...others] = await mailsTo(user.email, before);
    expect(others).toEqual([]);
    expect(mail?.subject).toBe(`Natanggap ang booking – ${code}`);
    expectMailIn('fil', mail, {
      lines: [
        'Magandang araw, Maria,',
        'Salamat sa pagpili sa Casa Alon Beach Resort. Natanggap na namin ang inyong booking.',
        `Reference code: ${code}`,
        'Kuwarto: Garden Room',
        'Check-in: Biy, May 1, 2026, mula 3:00 PM',
        'Check-out: Lin, May 3, 2026, hanggang 12:00 PM',
        'Mga bisita: 2 matanda',
        'Kabuuan: ₱9,000.00',
        'Down payment (30%): ₱2,700.00, transaction GC-1, hinihintay pa ang pag-verify ng aming front desk',
        'Balanseng babayaran sa check-in: ₱6,300.00',
        'Paano magbayad',
        'Libre ang pagkansela hanggang 24 oras bago ang check-in.',
        'May tanong po kayo? Sumulat sa reservations@casaalon.ph o tumawag sa +63 917 555 0142.',
        'Magkita tayo sa tabing-dagat,',
      ],
      without: /Hello|Thank you|Balance due/,
    });

    const [alert] = await mailsTo(STAFF, before);
    expect(alert?.subject).toBe(`New booking ${code} – Maria ${user.lastName}`);
    expect(alert?.text).toContain('Check-in: Fri, May 1, 2026, from 3:00 PM');
    expect(alert?.text).toContain('Balance due at check-in: ₱6,300.00');
    expect(alert?.html).toContain('lang="en"');
  });

  it('is written in the language the account has when the job sends it', async () => {
    const { user, cookie, reservation } = await guestWithBooking({ firstName: 'Jose', status: 'confirmed' });
    const before = sentMail.length;
    await queueEmail(
      db,
      { type: 'booking_confirmed', reservationId: reservation.id },
      { at: app.deps.now() },
    );
    // the guest switches to Filipino before the job runs
    expect((await call('PUT', '/api/auth/user/language', cookie, { language: 'fil' })).statusCode).toBe(204);
    const [mail] = await mailsTo(user.email, before);
    expect(mail?.subject).toBe(`Kumpirmado na ang reservation – ${reservation.referenceCode}`);
    expect(mail?.text).toContain(
      'Magandang balita: kumpirmado na ang inyong reservation sa Casa Alon Beach Resort.',
    );
    expect(mail?.text).toContain(`Pakibanggit po ang inyong reference code na ${reservation.referenceCode}`);
  });

  it('jobs claimed together write each guest in their own language', async () => {
    const filipino = await guestWithBooking({ firstName: 'Lorna', language: 'fil', status: 'confirmed' });
    const english = await guestWithBooking({ firstName: 'Peter', language: 'en', status: 'confirmed' });
    const another = await guestWithBooking({ firstName: 'Nena', language: 'fil', status: 'confirmed' });
    const before = sentMail.length;
    // one claim takes all three (their mail data is read once), in this order
    for (const { reservation } of [filipino, english, another])
      await queueEmail(
        db,
        { type: 'booking_confirmed', reservationId: reservation.id },
        { at: app.deps.now() },
      );
    const subjectTo = async (email: string) => (await mailsTo(email, before))[0]?.subject;
    expect(await subjectTo(filipino.user.email)).toBe(
      `Kumpirmado na ang reservation – ${filipino.reservation.referenceCode}`,
    );
    expect(await subjectTo(english.user.email)).toBe(
      `Reservation confirmed – ${english.reservation.referenceCode}`,
    );
    expect(await subjectTo(another.user.email)).toBe(
      `Kumpirmado na ang reservation – ${another.reservation.referenceCode}`,
    );
  });

  it('a payment rejected: the deadline in bold, on the resort clock, in Filipino', async () => {
    const { user, reservation } = await guestWithBooking({ firstName: 'Ana', language: 'fil' });
    const payment = await createPaymentRow(db, {
      reservationId: reservation.id,
      amount: '1350.00',
      status: 'rejected',
      reason: '',
    });
    const before = sentMail.length;
    await queueEmail(
      db,
      {
        type: 'payment_rejected',
        reservationId: reservation.id,
        paymentId: payment.id,
        holdExpiresAt: new Date('2026-04-02T07:00:00Z'),
      },
      { at: app.deps.now() },
    );
    const [mail] = await mailsTo(user.email, before);
    expect(mail?.subject).toBe(`Hindi na-verify ang bayad – ${reservation.referenceCode}`);
    expect(mail?.text).toContain('Dahilan: Hindi namin makita ang transaksyong ito sa aming records.');
    expect(mail?.text).toContain('hanggang Huw, Abr 2, 2026, 3:00 PM (oras sa resort)');
    expect(mail?.html).toMatch(/hanggang <strong>Huw, Abr 2, 2026, 3:00 PM<\/strong> \(oras sa resort\)/);
  });
});

describe('a contact-form message', () => {
  /** Posts the form, then runs the job runner that sends its emails. */
  const send = async (language?: string) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Juan dela Cruz',
        email: 'juan@example.com',
        subject: 'Reservation',
        message: 'May bakante po ba sa Pasko?',
        ...(language ? { language } : {}),
      },
    });
    await app.jobs.runDue();
    return answer;
  };

  it('sent in Filipino is acknowledged in Filipino; the staff alert stays English', async () => {
    const before = sentMail.length;
    expect((await send('fil')).statusCode).toBe(201);
    const [ack] = sentMail.slice(before).filter((mail) => mail.to === 'juan@example.com');
    expect(ack?.subject).toBe('Natanggap namin ang inyong mensahe');
    expect(ack?.text).toContain('Magandang araw, Bisita,');
    expect(ack?.text).toContain('Salamat po sa inyong katanungan.');
    expect(ack?.text).not.toContain('Juan');
    const [alert] = sentMail.slice(before).filter((mail) => mail.to === STAFF);
    expect(alert?.subject).toBe('New inquiry: Reservation');
  });

  it('refuses an unknown language with 400 and sends nothing', async () => {
    const before = sentMail.length;
    const answer = await send('tl');
    expect(answer.statusCode).toBe(400);
    expect(answer.json().errors).toEqual({ language: 'Choose English or Filipino' });
    expect(sentMail.length).toBe(before);
  });
});

describe("the owner's texts in the emails", () => {
  // one content map serves the guests of a whole batch, whatever their languages: that holds only while
  // every text the emails read has no Filipino version (a key added here needs the guest's language)
  it('are only texts that read the same in every language', () => {
    expect(MAIL_CONTENT_KEYS.filter(hasFilipinoVersion)).toEqual([]);
  });
});
