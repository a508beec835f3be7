// The ledger from the guest's side: a payment the front desk rejects puts the booking on hold (the card says
// why and until when, Make Payment stays open), and when the hold runs out the server's expiry job
// expires it and emails the guest; the itemised receipt opened from My Bookings (each night, the
// payments, the totals, Print, the print layout, a receipt that is not theirs); a cancelled booking's
// refund due, and the desk's refund in Payments and on the receipt. The desk's moves are the run's
// admin's API calls.
import type { PaymentDto, ReceiptDto, ReservationDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatPesos, toCentavos, toDecimalString } from '@domain/money';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { adminSession, call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { allowConsoleErrors, expectPath, expectVisible, settle } from '../support/browser';
import { requireDatabase, sql } from '../support/db';
import { waitForEmail } from '../support/emails';
import { describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import { bookThroughApi, type Customer, freeRoom, myReservations, randomStay, signedInPage } from './support';

const peso = (amount: string) => formatPesos(amount, { cents: true });

const bookingCard = (page: Page, referenceCode: string) =>
  page.getByTestId('booking-card').filter({ has: page.getByText(referenceCode, { exact: true }) });

const openDashboard = async (page: Page, referenceCode: string) => {
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { level: 1, name: /^Welcome back, / }));
  await expectVisible(bookingCard(page, referenceCode));
};

/** The run's admin at the front desk: verify or reject a payment the guest recorded. */
const deskReviewsPayment = async (paymentId: string, status: 'success' | 'rejected', reason = '') =>
  call<PaymentDto>('PATCH', `/api/receptionist/payments/${paymentId}`, await adminSession(), {
    status,
    reason,
  });

/** A fresh guest with a pending booking made the way the booking page makes it (down payment awaiting). */
const guestWithBooking = async (firstName: string) => {
  const customer = await signUp({ firstName });
  const stay = randomStay({ fromDay: 40, spread: 40, nights: 3 });
  const booking = await bookThroughApi(customer, { roomId: (await freeRoom(stay)).id, ...stay });
  const downPayment = booking.payments[0];
  if (!downPayment) throw new Error('The booking came back without its down payment');
  return { customer, booking, downPayment };
};

const receiptOf = (customer: Customer, reservationId: string) =>
  call<ReceiptDto>('GET', `/api/reservations/${reservationId}/receipt`, customer.cookie);

describe('guest ledger', () => {
  test('a rejected payment puts the booking on hold; when the hold runs out it expires and the guest is emailed', async () => {
    requireDatabase();
    const { customer, booking, downPayment } = await guestWithBooking('Lorna');
    const reason = 'Reference not found in our GCash history';
    await deskReviewsPayment(downPayment.id, 'rejected', reason);
    const [held] = await myReservations(customer);
    expect(held?.status).toBe('pending');
    expect(held?.holdExpiresAt).toBeTruthy();

    const page = await signedInPage(customer);
    await openDashboard(page, booking.referenceCode);
    const card = bookingCard(page, booking.referenceCode);
    const notice = card.getByTestId('hold-notice');
    await expectVisible(notice);
    expect(await notice.textContent()).toMatch(
      new RegExp(
        `^Your payment could not be verified: ${reason}\\.Record a new reference by .+ \\(resort time\\) to keep your booking\\.$`,
      ),
    );
    // the deadline is the server's, on the resort's clock (the browser runs in Asia/Manila too)
    const deadline = new Date(held?.holdExpiresAt ?? '');
    const deadlineText = new Intl.DateTimeFormat('en-PH', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'Asia/Manila',
    }).format(deadline);
    await expectVisible(notice.getByText(deadlineText, { exact: true }));
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    // the way out: Make Payment opens the usual dialog, prefilled with what is owed
    await card.getByRole('button', { name: 'Make Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make Payment' });
    await expectVisible(dialog);
    expect(toCentavos(await dialog.getByLabel('Amount (₱)').inputValue())).toBe(toCentavos(booking.balance));
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    // the hold runs out; the expiry sweep is queued for now rather than the next minute
    await sql(`UPDATE reservations SET hold_expires_at = now() - interval '1 minute' WHERE id = $1`, [
      booking.id,
    ]);
    await sql(`INSERT INTO jobs (name) VALUES ('expire-holds')`);
    await expect
      .poll(
        async () => {
          await page.reload();
          await expectVisible(card);
          return card.getByTestId('status-badge').textContent();
        },
        { timeout: SLOW_WAIT_MS },
      )
      .toBe('Expired');
    await expectVisible(
      card.getByText('This booking expired because no payment was verified in time.', { exact: true }),
    );
    expect(await card.getByTestId('hold-notice').count()).toBe(0);
    expect(await card.getByRole('button', { name: /Make Payment|Cancel Booking/ }).count()).toBe(0);
    // nothing was verified, so nothing is owed back
    expect(await card.getByTestId('refund-due').count()).toBe(0);
    await expectVisible(
      page.getByRole('region', { name: 'Past & cancelled' }).getByText(booking.referenceCode),
    );

    const mail = await waitForEmail(customer.email, `Booking expired – ${booking.referenceCode}`);
    expect(mail.text).toContain(booking.referenceCode);
  });

  test('the receipt opens from My Bookings: each night and its rate, the payment, the totals, Print and the print layout', async () => {
    const { customer, booking, downPayment } = await guestWithBooking('Teodoro');
    await deskReviewsPayment(downPayment.id, 'success');
    const expected = await receiptOf(customer, booking.id);
    expect(expected.nights).toHaveLength(3);

    const page = await signedInPage(customer);
    await openDashboard(page, booking.referenceCode);
    await bookingCard(page, booking.referenceCode)
      .getByRole('link', { name: /^View receipt/ })
      .click();
    await expectPath(page, `/dashboard/bookings/${booking.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    await expectVisible(receipt.getByRole('heading', { level: 1, name: 'Receipt' }));
    await expectVisible(receipt.getByText(booking.referenceCode, { exact: true }));
    await expectVisible(receipt.getByText(`${customer.firstName} ${customer.lastName}`));
    if (!booking.room) throw new Error('this journey books a room');
    await expectVisible(receipt.getByText(booking.room.name, { exact: true }));

    // one line per night, dated and priced as the server's receipt says
    const nights = receipt.getByTestId('receipt-night');
    expect(await nights.count()).toBe(3);
    for (const [i, night] of expected.nights.entries()) {
      const row = nights.nth(i);
      expect(await row.textContent()).toContain(formatDay(night.date, 'long'));
      expect(await row.textContent()).toContain(peso(night.amount));
    }
    const payment = receipt.getByTestId('receipt-payment');
    expect(await payment.count()).toBe(1);
    expect(await payment.textContent()).toContain('Down payment');
    expect(await payment.textContent()).toContain(peso(downPayment.amount));
    expect(await receipt.getByTestId('receipt-total').textContent()).toBe(
      `Total${peso(booking.totalAmount)}`,
    );
    expect(await receipt.getByTestId('receipt-paid').textContent()).toBe(`Paid${peso(downPayment.amount)}`);
    const balance = toDecimalString(toCentavos(booking.totalAmount) - toCentavos(downPayment.amount));
    expect(await receipt.getByTestId('receipt-balance').textContent()).toBe(`Balance${peso(balance)}`);
    expect(await receipt.getByTestId('receipt-refund-due').count()).toBe(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    // Print opens the browser's print dialog (stubbed: headless Chromium has none)
    await page.evaluate(() => {
      const w = window as Window & { printed?: number };
      w.printed = 0;
      window.print = () => {
        w.printed = (w.printed ?? 0) + 1;
      };
    });
    await page.getByRole('button', { name: 'Print' }).click();
    expect(await page.evaluate(() => (window as Window & { printed?: number }).printed)).toBe(1);

    // on paper: the receipt alone, without the site's navigation, footer or the page's buttons
    await page.emulateMedia({ media: 'print' });
    await expectVisible(receipt);
    expect(await page.locator('#root > div > header').isVisible()).toBe(false);
    expect(await page.locator('#root > div > footer').isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    // another guest's booking (or none) is not found, with the way back
    allowConsoleErrors(page, /status of 404/);
    await page.goto('/dashboard/bookings/00000000-0000-4000-8000-000000000000/receipt');
    await expectVisible(page.getByText("We couldn't find this receipt", { exact: true }));
    await page.getByRole('link', { name: 'Go to My Bookings' }).click();
    await expectPath(page, '/dashboard');
  });

  test('a cancelled booking shows the refund due; the desk refund shows in Payments and on the receipt', async () => {
    const { customer, booking, downPayment } = await guestWithBooking('Isidro');
    await deskReviewsPayment(downPayment.id, 'success');
    await call<ReservationDto>('PATCH', `/api/reservations/${booking.id}`, customer.cookie, {
      status: 'cancelled',
    });

    const page = await signedInPage(customer);
    await openDashboard(page, booking.referenceCode);
    const card = bookingCard(page, booking.referenceCode);
    expect(await card.getByTestId('status-badge').textContent()).toBe('Cancelled');
    await expectVisible(card.getByText(`Refund due ${peso(downPayment.amount)}`, { exact: true }));

    // the desk pays back part of it
    const refundCentavos = Math.floor(toCentavos(downPayment.amount) / 2);
    const refund = toDecimalString(refundCentavos);
    const reason = 'Cancelled more than a week ahead';
    const transactionId = `RF-${Date.now()}`;
    await call('POST', `/api/receptionist/reservations/${booking.id}/refunds`, await adminSession(), {
      amount: refund,
      paymentMethod: 'gcash',
      transactionId,
      reason,
    });
    const left = toDecimalString(toCentavos(downPayment.amount) - refundCentavos);
    await openDashboard(page, booking.referenceCode);
    await expectVisible(card.getByText(`Refund due ${peso(left)}`, { exact: true }));

    await page.getByRole('tab', { name: /^Payments/ }).click();
    await expectPath(page, '/dashboard?tab=payments');
    const row = page.getByRole('row').filter({ hasText: transactionId });
    await expectVisible(row);
    await expectVisible(row.getByText('Refund', { exact: true }));
    expect(await row.getByTestId('payment-amount').textContent()).toBe(`-${peso(refund)}`);
    await expectVisible(row.getByText(`Reason: ${reason}`, { exact: true }));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await page.goto(`/dashboard/bookings/${booking.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    const lines = receipt.getByTestId('receipt-payment');
    await expectVisible(lines.filter({ hasText: 'Refund' }));
    expect(await lines.filter({ hasText: 'Refund' }).textContent()).toContain(`-${peso(refund)}`);
    // a cancelled booking owes nothing: what came in and what went back, never a balance
    expect(await receipt.getByTestId('receipt-paid').textContent()).toBe(`Paid${peso(downPayment.amount)}`);
    expect(await receipt.getByTestId('receipt-refunded').textContent()).toBe(`Refunded${peso(refund)}`);
    expect(await receipt.getByTestId('receipt-balance').count()).toBe(0);
    expect(await receipt.getByTestId('receipt-refund-due').textContent()).toBe(`Refund due${peso(left)}`);
    await expectVisible(receipt.getByTestId('receipt-status').getByText('Cancelled'));
  });
});
