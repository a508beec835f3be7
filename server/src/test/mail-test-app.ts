// What the notification tests share: an app whose staff alerts go to STAFF, on the resort clock of
// 2026-04-01 noon, with one guest (Maria Santos); stays with their payments; the mails an event sends.
import type { PaymentKind, PaymentRecordStatus } from '@domain/payment-status';
import type { ReservationStatus } from '@domain/reservation-status';
import { expect } from 'vitest';
import type { Mail } from '../lib/mailer';
import { type EmailEvent, queueEmail } from '../modules/notifications';
import {
  createPaymentRow,
  createRefundRow,
  createReservationRow,
  createRoom,
  createUser,
  type TestUser,
} from './factories';
import { createTestApp } from './test-app';

export const STAFF = 'desk@casaalon.test';

export type PaymentSpec = {
  amount: string;
  status?: PaymentRecordStatus;
  kind?: PaymentKind;
  reason?: string;
};

export const DOWN_PAYMENT: PaymentSpec = { amount: '2700.00', status: 'success', kind: 'down_payment' };

/** The one mail to `to`, checked to carry both parts. */
export const only = (mails: Mail[], to: string) => {
  const mine = mails.filter((mail) => mail.to === to);
  expect(mine).toHaveLength(1);
  const mail = mine[0]!;
  expect(mail.html).toMatch(/^<!DOCTYPE html/);
  expect(mail.html).toContain('Casa Alon Beach Resort');
  expect(mail.text).not.toContain('<');
  return mail;
};

/** Each line in the text, and its amounts in the HTML as well. */
export const expectBoth = (mail: Mail, lines: string[]) => {
  for (const line of lines) expect(mail.text).toContain(line);
  for (const amount of lines.flatMap((line) => line.match(/-?₱[\d,]+\.\d{2}/g) ?? []))
    expect(mail.html).toContain(amount);
};

/** Called at the top of a test file: the file's app (closed after it), its guest and helpers. */
export const mailTestApp = async () => {
  const { app, db, sentMail } = await createTestApp({
    config: { staffEmail: STAFF },
    now: () => new Date('2026-04-01T04:00:00Z'),
  });
  const guest: TestUser = await createUser(db, {
    firstName: 'Maria',
    lastName: 'Santos',
    email: 'maria@example.com',
  });

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

  /** The mails one event sent: queued as a use case queues it, then sent by the app's job runner. */
  const mailsOf = async (event: EmailEvent): Promise<Mail[]> => {
    const before = sentMail.length;
    await queueEmail(db, event, { at: app.deps.now() });
    await app.jobs.runDue();
    return sentMail.slice(before);
  };

  return { app, db, sentMail, guest, stay, mailsOf };
};
