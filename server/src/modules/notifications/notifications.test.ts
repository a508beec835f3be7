// Every notification event renders to HTML and plain text with the right amounts and reaches the right
// people: the guest, and the staff at STAFF_EMAIL (or ADMIN_EMAIL, or every active admin).
import type { PaymentKind, PaymentRecordStatus } from '@domain/payment-status';
import type { ReservationStatus } from '@domain/reservation-status';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import type { Mail } from '../../lib/mailer';
import { RECIPIENT_MAIL_LIMITS } from '../../lib/recipient-limits';
import {
  createPaymentRow,
  createRefundRow,
  createReservationRow,
  createRoom,
  createUser,
  type TestUser,
} from '../../test/factories';
import { createTestApp } from '../../test/test-app';
import { NOTIFY_JOB, type NotificationEvent, notify, notifyAfterAnswer } from '.';

const STAFF = 'desk@casaalon.test';
const { app, db, sentMail } = await createTestApp({
  config: { staffEmail: STAFF },
  now: () => new Date('2026-04-01T04:00:00Z'),
});
const guest: TestUser = await createUser(db, {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.com',
});

type PaymentSpec = { amount: string; status?: PaymentRecordStatus; kind?: PaymentKind; reason?: string };

/** A stay in a room of its own (so no two holds overlap): ₱9,000 for May 1–3, 2026 unless told. */
const stay = async (
  options: {
    status?: ReservationStatus;
    total?: string;
    checkin?: string;
    checkout?: string;
    payments?: PaymentSpec[];
    /** Reservation columns besides the total, e.g. the senior / PWD discount's parts. */
    row?: Partial<Parameters<typeof createReservationRow>[1]>;
  } = {},
) => {
  const room = await createRoom(db, {
    name: 'Garden Room',
    rates: [{ rateType: 'Summer peak', price: '5000.00', validFrom: '2026-05-02', validTo: '2026-05-10' }],
  });
  const reservation = await createReservationRow(db, {
    userId: guest.id,
    roomId: room.id,
    status: options.status ?? 'pending',
    checkin: options.checkin ?? '2026-05-01',
    checkout: options.checkout ?? '2026-05-03',
    totalAmount: options.total ?? '9000.00',
    ...options.row,
  });
  const payments = [];
  for (const payment of options.payments ?? [])
    payments.push(
      payment.kind === 'refund'
        ? await createRefundRow(db, { reservationId: reservation.id, amount: payment.amount })
        : await createPaymentRow(db, { reservationId: reservation.id, ...payment }),
    );
  return { reservation, payments, code: reservation.referenceCode };
};

/** The mails one event sent. */
const mailsOf = async (event: NotificationEvent): Promise<Mail[]> => {
  const before = sentMail.length;
  await notify(app, event);
  return sentMail.slice(before);
};

/** The one mail to `to`, checked to carry both parts. */
const only = (mails: Mail[], to: string) => {
  const mine = mails.filter((mail) => mail.to === to);
  expect(mine).toHaveLength(1);
  const mail = mine[0]!;
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('Casa Alon Beach Resort');
  expect(mail.text).not.toContain('<');
  return mail;
};

/** Each line in the text, and its amounts in the HTML as well. */
const expectBoth = (mail: Mail, lines: string[]) => {
  for (const line of lines) expect(mail.text).toContain(line);
  for (const amount of lines.flatMap((line) => line.match(/-?₱[\d,]+\.\d{2}/g) ?? []))
    expect(mail.html).toContain(amount);
};

const DOWN_PAYMENT: PaymentSpec = { amount: '2700.00', status: 'success', kind: 'down_payment' };

describe('booking received', () => {
  it('tells the guest the total, the pending down payment and the balance, and alerts the staff', async () => {
    const { reservation, code } = await stay({
      payments: [{ amount: '2700.00', status: 'pending', kind: 'down_payment' }],
    });
    const mails = await mailsOf({ type: 'booking_received', reservationId: reservation.id });
    expect(mails).toHaveLength(2);
    const mail = only(mails, guest.email);
    expect(mail.subject).toBe(`Booking received – ${code}`);
    expectBoth(mail, [
      `Reference code: ${code}`,
      'Room: Garden Room',
      'Check-in: Fri, May 1, 2026, from 3:00 PM',
      'Check-out: Sun, May 3, 2026, until 12:00 PM',
      'Nights: 2',
      'Total: ₱9,000.00',
      'Down payment (30%): ₱2,700.00',
      'awaiting verification by our front desk',
      'Balance due at check-in: ₱6,300.00',
      'Free cancellation up to 24 hours before check-in.',
      'Questions? Write to reservations@casaalon.ph or call +63 917 555 0142.',
    ]);
    const alert = only(mails, STAFF);
    expect(alert.subject).toBe(`New booking ${code} – Maria Santos`);
    expectBoth(alert, ['maria@example.com', 'Total: ₱9,000.00', 'awaiting verification']);
  });

  it('shows a senior citizen / PWD discount line by line above the total', async () => {
    // 9,000 for 1 adult who is a senior citizen: VAT exemption 964.29, discount 1,607.14, total 6,428.57
    const { reservation } = await stay({
      total: '6428.57',
      row: {
        discountGuests: 1,
        vatExemptSales: '8035.71',
        vatExemptAmount: '964.29',
        discountAmount: '1607.14',
      },
    });
    const mail = only(
      await mailsOf({ type: 'booking_received', reservationId: reservation.id }),
      guest.email,
    );
    expectBoth(mail, [
      'Regular price: ₱9,000.00',
      'VAT exemption (12%), senior citizen / PWD: −₱964.29',
      'Senior citizen / PWD discount (20%): −₱1,607.14',
      'Total: ₱6,428.57',
      'Down payment (30%): ₱1,928.57',
    ]);
  });

  it('says a down payment taken at the desk was received', async () => {
    const { reservation } = await stay({
      payments: [{ amount: '2700.00', status: 'success', kind: 'desk' }],
    });
    const mail = only(
      await mailsOf({ type: 'booking_received', reservationId: reservation.id }),
      guest.email,
    );
    expectBoth(mail, ['Paid: ₱2,700.00 (received, thank you)', 'Balance due at check-in: ₱6,300.00']);
  });
});

describe('payments', () => {
  it('alerts only the staff when a guest records a payment to verify', async () => {
    const { reservation, payments, code } = await stay({
      status: 'confirmed',
      payments: [DOWN_PAYMENT, { amount: '6300.00', status: 'pending', kind: 'guest' }],
    });
    const event = {
      type: 'payment_recorded',
      reservationId: reservation.id,
      paymentId: payments[1]!.id,
    } as const;
    const mails = await mailsOf(event);
    expect(mails.map((mail) => mail.to)).toEqual([STAFF]);
    const alert = only(mails, STAFF);
    expect(alert.subject).toBe(`Payment to verify: ₱6,300.00 for ${code}`);
    expectBoth(alert, ['Amount: ₱6,300.00', 'Method: GCash', 'Verified so far: ₱2,700.00']);
  });

  it('tells the guest a verified down payment, or a later payment, and what is left', async () => {
    const { reservation, payments, code } = await stay({
      payments: [DOWN_PAYMENT, { amount: '1300.00', status: 'success', kind: 'guest' }],
    });
    const down = only(
      await mailsOf({ type: 'payment_verified', reservationId: reservation.id, paymentId: payments[0]!.id }),
      guest.email,
    );
    expect(down.subject).toBe(`Down payment verified – ${code}`);
    expectBoth(down, ['down payment of ₱2,700.00', 'Total: ₱9,000.00', 'Paid: ₱4,000.00']);
    const later = only(
      await mailsOf({ type: 'payment_verified', reservationId: reservation.id, paymentId: payments[1]!.id }),
      guest.email,
    );
    expect(later.subject).toBe(`Payment verified – ${code}`);
    expectBoth(later, ['payment of ₱1,300.00', 'Balance due at check-in: ₱5,000.00']);
  });

  it('tells the guest why a payment was rejected and the deadline on the resort clock', async () => {
    const { reservation, payments, code } = await stay({
      payments: [
        { amount: '2700.00', status: 'rejected', kind: 'down_payment', reason: 'No such GCash transaction' },
      ],
    });
    const mail = only(
      await mailsOf({
        type: 'payment_rejected',
        reservationId: reservation.id,
        paymentId: payments[0]!.id,
        holdExpiresAt: new Date('2026-04-02T07:00:00Z'),
      }),
      guest.email,
    );
    expect(mail.subject).toBe(`Payment not verified – ${code}`);
    expectBoth(mail, [
      'payment of ₱2,700.00',
      'Reason: No such GCash transaction',
      'by Thu, Apr 2, 2026, 3:00 PM (resort time)',
      'Balance due at check-in: ₱9,000.00',
    ]);
  });

  it('sends the same mail from the job runner as at once: the deadline survives the job payload', async () => {
    const { reservation, payments } = await stay({
      payments: [{ amount: '2700.00', status: 'rejected', kind: 'down_payment', reason: 'Wrong amount' }],
    });
    const event: NotificationEvent = {
      type: 'payment_rejected',
      reservationId: reservation.id,
      paymentId: payments[0]!.id,
      holdExpiresAt: new Date('2026-04-02T07:00:00Z'),
    };
    const atOnce = only(await mailsOf(event), guest.email);
    const before = sentMail.length;
    await notifyAfterAnswer(app, event);
    expect(sentMail).toHaveLength(before); // queued, not sent in the request
    await app.jobs.runDue();
    const queued = only(sentMail.slice(before), guest.email);
    expect(queued).toEqual(atOnce);
    expect(queued.text).toContain('by Thu, Apr 2, 2026, 3:00 PM (resort time)');
  });

  // A notify job whose mails could not be kept (the outbox INSERT failed) sent nothing: it must run again,
  // not end as done with its mails lost.
  it('runs a notify job again when its mails could not be kept, and keeps each mail once', async () => {
    const { reservation, code } = await stay();
    const subjectOf = `Booking received – ${code}`;
    const kept = () => db.select().from(emailOutbox).where(eq(emailOutbox.subject, subjectOf));
    const { mailer } = app.deps;
    const sendAll = mailer.sendAll;
    let failures = 1;
    mailer.sendAll = async (target, mails, options) => {
      if (failures-- > 0) throw new Error('connection terminated unexpectedly');
      return sendAll(target, mails, options);
    };
    try {
      await notifyAfterAnswer(app, { type: 'booking_received', reservationId: reservation.id });
      const ours = sql`${jobs.name} = ${NOTIFY_JOB} and ${jobs.payload} ->> 'reservationId' = ${reservation.id}`;
      await app.jobs.runDue();
      expect(await kept()).toEqual([]);
      const [failed] = await db.select().from(jobs).where(ours);
      expect(failed).toMatchObject({ status: 'queued', attempts: 1 });
      // the retry's time has come (the test's clock stands still)
      await db
        .update(jobs)
        .set({ runAt: new Date(0) })
        .where(ours);
      await app.jobs.runDue();
      expect(await kept()).toHaveLength(1);
      const [done] = await db.select().from(jobs).where(ours);
      expect(done).toMatchObject({ status: 'done', attempts: 2 });
    } finally {
      mailer.sendAll = sendAll;
    }
  });

  it('tells the guest a refund: how much, how and why, and what is still held', async () => {
    const { reservation, payments, code } = await stay({
      status: 'cancelled',
      payments: [DOWN_PAYMENT, { amount: '2000.00', kind: 'refund' }],
    });
    const mail = only(
      await mailsOf({ type: 'refund_recorded', reservationId: reservation.id, paymentId: payments[1]!.id }),
      guest.email,
    );
    expect(mail.subject).toBe(`Refund sent – ${code}`);
    expectBoth(mail, [
      'Refund: ₱2,000.00',
      'Method: Cash',
      'Reason: Refund after cancellation',
      'Paid after this refund: ₱700.00',
      'Refund due: ₱700.00',
    ]);
  });
});

describe('the booking’s moves', () => {
  it('confirmed: exactly what was paid and what is due', async () => {
    const { reservation, code } = await stay({ status: 'confirmed', payments: [DOWN_PAYMENT] });
    const mail = only(
      await mailsOf({ type: 'booking_confirmed', reservationId: reservation.id }),
      guest.email,
    );
    expect(mail.subject).toBe(`Reservation confirmed – ${code}`);
    expectBoth(mail, [
      'Total: ₱9,000.00',
      'Paid: ₱2,700.00',
      'Balance due at check-in: ₱6,300.00',
      'Payments received',
      'GCash · ',
    ]);
  });

  it('expired, and cancelled by the guest or by the resort, with the refund due', async () => {
    const expired = await stay({ status: 'expired' });
    const expiredMail = only(
      await mailsOf({ type: 'booking_expired', reservationId: expired.reservation.id }),
      guest.email,
    );
    expect(expiredMail.subject).toBe(`Booking expired – ${expired.code}`);
    expect(expiredMail.text).toContain('nights are released');
    expect(expiredMail.text).not.toContain('Refund due');

    const byGuest = await stay({ status: 'cancelled', payments: [DOWN_PAYMENT] });
    const guestMail = only(
      await mailsOf({ type: 'cancelled', reservationId: byGuest.reservation.id, by: 'guest' }),
      guest.email,
    );
    expect(guestMail.subject).toBe(`Booking cancelled – ${byGuest.code}`);
    expectBoth(guestMail, ['As you asked', 'Refund due: ₱2,700.00']);

    const byResort = await stay({ status: 'cancelled' });
    const resortMail = only(
      await mailsOf({ type: 'cancelled', reservationId: byResort.reservation.id, by: 'resort' }),
      guest.email,
    );
    expect(resortMail.subject).toBe(`Booking cancelled by the resort – ${byResort.code}`);
    expect(resortMail.text).toContain('our front desk has cancelled your booking');
    expect(resortMail.text).not.toContain('Refund due');
  });

  it('stay extended: the new dates, the new total, the paid amount and the new balance', async () => {
    const { reservation, code } = await stay({
      status: 'checked_in',
      checkout: '2026-05-04',
      total: '14500.00',
      payments: [DOWN_PAYMENT],
    });
    const mail = only(
      await mailsOf({ type: 'stay_extended', reservationId: reservation.id, previousCheckout: '2026-05-03' }),
      guest.email,
    );
    expect(mail.subject).toBe(`Stay extended – ${code}`);
    expectBoth(mail, [
      'check out on Mon, May 4, 2026 instead of Sun, May 3, 2026',
      'Nights: 3',
      'Total: ₱14,500.00',
      'Paid: ₱2,700.00',
      'Balance due: ₱11,800.00',
    ]);
  });

  it('checked out: an itemised receipt of nights at their rates, payments, refunds and the balance', async () => {
    const { reservation, code } = await stay({
      status: 'completed',
      total: '9500.00',
      payments: [DOWN_PAYMENT, { amount: '7000.00', kind: 'desk' }, { amount: '200.00', kind: 'refund' }],
    });
    const mail = only(await mailsOf({ type: 'checked_out', reservationId: reservation.id }), guest.email);
    expect(mail.subject).toBe(`Your receipt – ${code}`);
    expect(mail.text).toMatch(/Fri, May 1, 2026\s+Room rate\s+₱4,500\.00/);
    expect(mail.text).toMatch(/Sat, May 2, 2026\s+Summer peak\s+₱5,000\.00/);
    expect(mail.text).toMatch(/Refund by Cash .*-₱200\.00/);
    expectBoth(mail, ['Total: ₱9,500.00', 'Paid: ₱9,500.00', 'Balance: nothing left to pay']);
    expect(mail.text).not.toContain('Adjusted by the front desk');
  });

  it('arrival reminder and no-show', async () => {
    const coming = await stay({ status: 'confirmed', payments: [DOWN_PAYMENT] });
    const reminder = only(
      await mailsOf({ type: 'arrival_reminder', reservationId: coming.reservation.id }),
      guest.email,
    );
    expect(reminder.subject).toBe(`See you soon – ${coming.code}`);
    expectBoth(reminder, [
      'starts in 3 days',
      'Check-in: Fri, May 1, 2026, from 3:00 PM',
      'Balance due at check-in: ₱6,300.00',
    ]);

    const missed = await stay({ status: 'no_show', payments: [DOWN_PAYMENT] });
    const noShow = only(
      await mailsOf({ type: 'no_show', reservationId: missed.reservation.id }),
      guest.email,
    );
    expect(noShow.subject).toBe(`Missed arrival – ${missed.code}`);
    expectBoth(noShow, ['We missed you on Fri, May 1, 2026', 'The ₱2,700.00 you paid is kept']);
  });

  it('a cancellation the desk archives ("deletes") before its email goes still reaches the guest', async () => {
    const cancelled = await stay({
      status: 'cancelled',
      row: { archivedAt: new Date('2026-04-01T03:00:00Z') },
    });
    const mail = only(
      await mailsOf({ type: 'cancelled', reservationId: cancelled.reservation.id, by: 'resort' }),
      guest.email,
    );
    expect(mail.subject).toBe(`Booking cancelled by the resort – ${cancelled.code}`);
  });

  it('never throws: an unknown reservation sends nothing', async () => {
    const mails = await mailsOf({
      type: 'booking_confirmed',
      reservationId: '00000000-0000-4000-8000-000000000000',
    });
    expect(mails).toEqual([]);
  });
});

describe('inquiries', () => {
  it('acknowledges the sender without quoting anything they wrote, and alerts the staff', async () => {
    const before = sentMail.length;
    const response = await app.inject({
      method: 'POST',
      url: '/api/inquiries',
      payload: {
        name: 'Juan dela Cruz',
        email: 'juan@example.com',
        phone: '+63 917 555 0100',
        subject: 'Reservation',
        message: 'Do you have a room for 4 on Christmas?\nWe arrive late.',
      },
    });
    expect(response.statusCode).toBe(201);
    const mails = sentMail.slice(before);
    const ack = only(mails, 'juan@example.com');
    expect(ack.subject).toBe('We received your message');
    expect(ack.text).toContain("Thank you for your inquiry. We'll get back to you soon.");
    expect(ack.text).toContain('Hello Guest,');
    for (const written of ['Juan', 'Reservation', 'Christmas', 'arrive late'])
      expect(`${ack.text}${ack.html}`, written).not.toContain(written);
    const alert = only(mails, STAFF);
    expect(alert.subject).toBe('New inquiry: Reservation');
    expect(alert.text).toContain('Phone: +63 917 555 0100');
    expect(alert.text).toContain('> Do you have a room for 4 on Christmas?');
  });

  it(`acknowledges an address at most ${RECIPIENT_MAIL_LIMITS.inquiryAcknowledgement.max} times an hour, whoever sends; the staff hear of every one`, async () => {
    const before = sentMail.length;
    for (let i = 0; i < 20; i++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/inquiries',
        remoteAddress: `10.77.0.${i + 1}`,
        payload: {
          name: 'Visit http://evil.example',
          email: 'Victim@Example.com',
          subject: 'Visit http://evil.example',
          message: 'Visit http://evil.example',
        },
      });
      expect(response.statusCode).toBe(201);
    }
    const mails = sentMail.slice(before);
    const acks = mails.filter((mail) => mail.to.toLowerCase() === 'victim@example.com');
    expect(acks).toHaveLength(RECIPIENT_MAIL_LIMITS.inquiryAcknowledgement.max);
    for (const ack of acks) expect(`${ack.text}${ack.html}`).not.toContain('evil.example');
    expect(mails.filter((mail) => mail.to === STAFF)).toHaveLength(20);
  });
});

describe('staff recipients', () => {
  /** This app with other settings: the same database, so the same users. */
  const withConfig = (config: { staffEmail?: string; adminEmail?: string }) => ({
    deps: {
      ...app.deps,
      config: { ...app.deps.config, staffEmail: undefined, adminEmail: undefined, ...config },
    },
  });
  const alertsFor = async (ctx: ReturnType<typeof withConfig>) => {
    const { reservation } = await stay();
    const before = sentMail.length;
    await notify(ctx, { type: 'booking_received', reservationId: reservation.id });
    return sentMail
      .slice(before)
      .filter((mail) => mail.subject.startsWith('New booking'))
      .map((mail) => mail.to)
      .sort();
  };

  it('are STAFF_EMAIL, else ADMIN_EMAIL, else every active admin', async () => {
    expect(await alertsFor(withConfig({ staffEmail: STAFF, adminEmail: 'owner@casaalon.test' }))).toEqual([
      STAFF,
    ]);
    expect(await alertsFor(withConfig({ adminEmail: 'owner@casaalon.test' }))).toEqual([
      'owner@casaalon.test',
    ]);
    const admins = [await createUser(db, { role: 'admin' }), await createUser(db, { role: 'admin' })];
    await createUser(db, { role: 'admin', isActive: false });
    await createUser(db, { role: 'admin', archivedAt: new Date() });
    await createUser(db, { role: 'receptionist' });
    expect(await alertsFor(withConfig({}))).toEqual(admins.map((admin) => admin.email).sort());
  });
});
