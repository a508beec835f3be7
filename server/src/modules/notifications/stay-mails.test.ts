// A stay's moves (confirmed, expired, cancelled, extended, checked out, reminded, missed) each tell the
// guest exactly what was paid and what is due, in HTML and plain text.
import { describe, expect, it } from 'vitest';
import { DOWN_PAYMENT, expectBoth, mailTestApp, only } from '../../test/mail-test-app';

const { guest, stay, mailsOf } = await mailTestApp();

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
