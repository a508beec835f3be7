// Every booking and payment event renders to HTML and plain text with the right amounts and reaches the
// right people: the guest, and the staff at STAFF_EMAIL. The stay's moves: ./stay-mails.test.ts.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, jobs } from '../../db/schema';
import { DOWN_PAYMENT, expectBoth, mailTestApp, only, STAFF } from '../../test/mail-test-app';
import { EMAIL_JOB, type NotificationEvent, queueEmail } from '.';

const { app, db, sentMail, guest, stay, mailsOf } = await mailTestApp();

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

  it('queues the mail with the answer and sends it from the job runner: the deadline survives the payload', async () => {
    const { reservation, payments } = await stay({
      payments: [{ amount: '2700.00', status: 'rejected', kind: 'down_payment', reason: 'Wrong amount' }],
    });
    const event: NotificationEvent = {
      type: 'payment_rejected',
      reservationId: reservation.id,
      paymentId: payments[0]!.id,
      holdExpiresAt: new Date('2026-04-02T07:00:00Z'),
    };
    const before = sentMail.length;
    await queueEmail(db, event, { at: app.deps.now() });
    expect(sentMail).toHaveLength(before); // queued, not sent by the use case
    await app.jobs.runDue();
    const queued = only(sentMail.slice(before), guest.email);
    expect(queued.subject).toBe(`Payment not verified – ${reservation.referenceCode}`);
    expectBoth(queued, ['Reason: Wrong amount', 'by Thu, Apr 2, 2026, 3:00 PM (resort time)']);
  });

  // An email job whose mails could not be kept (the outbox INSERT failed) sent nothing: it must run again,
  // not end as done with its mails lost.
  it('runs an email job again when its mails could not be kept, and keeps each mail once', async () => {
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
      await queueEmail(
        db,
        { type: 'booking_received', reservationId: reservation.id },
        { at: app.deps.now() },
      );
      const ours = sql`${jobs.name} = ${EMAIL_JOB} and ${jobs.payload} ->> 'reservationId' = ${reservation.id}`;
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
