// The ledger at the front desk: a refund after a cancellation (the Refund due badge, Record Refund, the
// refund as a negative line in the card's payments; then "Nothing owed" with paid, refunded and kept on
// the desk card, the guest's card in both languages and the receipt the card opens); a booking that needs attention confirmed with a
// reason, checked in and checked out with a balance left unpaid; a payment rejected with a reason (Held
// until on the booking, the reason on the rejected line); a completed stay deleted at the desk,
// listed in the admin's Archive and still counted by the financial report; a no-show, offered only from
// the day after check-in. Finished stays and past check-ins are SQL set-ups (PostgreSQL only).
import type { ReservationDto } from '@domain/api-types';
import { addDays, formatDay } from '@domain/dates';
import { formatPesos, toCentavos } from '@domain/money';
import { signUp, uniqueEmail } from '../support/accounts';
import { adminSession } from '../support/api';
import { expectFormError, expectNoPageErrors, expectPath, expectVisible } from '../support/browser';
import { requireDatabase, sql } from '../support/db';
import { checkedShot } from '../support/shots';
import { beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import {
  type Account,
  bookThroughApi,
  call,
  createDeskClerk,
  deskCard,
  expectToast,
  financialReport,
  openDesk,
  pageWithSession,
  priciestFreeRoom,
  resortToday,
  search,
  staffReservations,
  statusOf,
  stayFrom,
  textOf,
  uniqueLastName,
} from './support';

const peso = (amount: string) => formatPesos(amount, { cents: true });

let clerk: Account;

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Teresa' });
});

/** A new guest (at most 3 pending bookings each) with a pending booking, down payment awaiting. */
const guestBooking = async (stay: { checkin: string; checkout: string }, roomId?: string) => {
  const guest = await signUp({
    firstName: 'Ligaya',
    lastName: uniqueLastName('Ledger'),
    email: uniqueEmail('ledger'),
  });
  const id = roomId ?? (await priciestFreeRoom(stay)).id;
  return { guest, booking: await bookThroughApi(guest, { roomId: id, ...stay }) };
};

const desk = (path: string, body?: unknown) =>
  call<ReservationDto>('PATCH', `/api/receptionist/${path}`, clerk.cookie, body);
const verifyDownPayment = (booking: ReservationDto) => {
  const payment = booking.payments[0];
  if (!payment) throw new Error('The booking came back without its down payment');
  return desk(`payments/${payment.id}`, { status: 'success' });
};
const saved = async (id: string) => (await staffReservations(clerk.cookie)).find((r) => r.id === id);

/** The dashboard's All Reservations filtered to one booking. */
const deskOn = async (referenceCode: string, tab: 'today' | 'all' = 'all') => {
  const page = await pageWithSession(clerk.cookie);
  await openDesk(page, tab);
  await search(page, referenceCode);
  return page;
};

describe('the ledger at the front desk', () => {
  test('a cancelled booking shows its refund due; Record Refund pays it back and the card lists it negative', async () => {
    const { booking } = await guestBooking(stayFrom(30 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    await desk(`reservations/${booking.id}/cancel`);
    const cancelled = await saved(booking.id);
    const due = cancelled?.refundDue ?? '0';
    expect(toCentavos(due)).toBe(toCentavos(booking.payments[0]?.amount ?? '0'));

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    expect(await textOf(statusOf(card))).toBe('Cancelled');
    expect(await textOf(card.getByTestId('refund-due'))).toBe(`Refund due ${peso(due)}`);
    await card.getByRole('button', { name: 'Record Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Refund' });
    await expectVisible(dialog);
    expect(toCentavos(await dialog.getByLabel('Amount (₱)').inputValue())).toBe(toCentavos(due));
    // the reason is required
    await dialog.getByLabel('Reference / Receipt number').fill('GC-REFUND-1');
    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    await expectFormError(dialog.getByText('Please give the reason for the refund', { exact: true }));
    await dialog.getByLabel('Reason').fill('Cancelled a month ahead: full refund');
    await checkedShot(page, 'refund-dialog');
    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    await expectToast(page, 'Refund Recorded', `${peso(due)} paid back for ${booking.referenceCode}.`, {
      close: false,
    });
    await dialog.waitFor({ state: 'hidden' });
    await card.getByTestId('refund-due').waitFor({ state: 'detached' });

    await card.getByRole('button', { name: /^Payments \(2\)$/ }).click();
    const refundLine = card.locator('[data-testid="payment-line"][data-kind="refund"]');
    await expectVisible(refundLine);
    await expectVisible(refundLine.getByText(`−${peso(due)}`, { exact: true }));
    await expectVisible(refundLine.getByText('Cancelled a month ahead: full refund'));
    const after = await saved(booking.id);
    expect(after?.paidAmount).toBe('0.00');
    expect(after?.refundDue).toBe('0.00');
    expect(after?.amountDue).toBe('0.00');

    expectNoPageErrors(page);
  });

  test('a cancelled booking refunded in full says Nothing owed (desk, guest in both languages) and its card opens the receipt', async () => {
    const { guest, booking } = await guestBooking(stayFrom(30 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    await desk(`reservations/${booking.id}/cancel`);
    const due = (await saved(booking.id))?.refundDue ?? '0';
    await call('POST', `/api/receptionist/reservations/${booking.id}/refunds`, clerk.cookie, {
      amount: due,
      paymentMethod: 'gcash',
      transactionId: `RF-${Date.now()}`,
      reason: 'Cancelled a month ahead: full refund',
    });
    expect(await saved(booking.id)).toMatchObject({
      paidAmount: '0.00',
      refundDue: '0.00',
      amountDue: '0.00',
    });
    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    expect(await textOf(statusOf(card))).toBe('Cancelled');

    // refunded in full it owes nothing: paid, refunded and kept, never "Balance … · Unpaid"
    const money = card.getByTestId('reservation-money');
    expect(await textOf(money.getByTestId('payment-status'))).toBe('Nothing owed');
    expect(await textOf(money.getByTestId('money-received'))).toBe(peso(due));
    expect(await textOf(money.getByTestId('money-refunded'))).toBe(peso(due));
    expect(await textOf(money.getByTestId('money-kept'))).toBe(peso('0'));
    expect(await money.getByText('Unpaid').count()).toBe(0);
    expect(await money.getByText('Balance').count()).toBe(0);
    await checkedShot(page, 'desk-cancelled-refunded', card);

    // the card opens the booking's receipt, to read or print
    await card.getByRole('link', { name: `Receipt for ${booking.referenceCode}` }).click();
    await expectPath(page, `/dashboard/bookings/${booking.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    await expectVisible(receipt, SLOW_WAIT_MS);
    expect(await textOf(receipt.getByTestId('receipt-paid'))).toBe(`Paid${peso(due)}`);
    expect(await textOf(receipt.getByTestId('receipt-refunded'))).toBe(`Refunded${peso(due)}`);
    expect(await textOf(receipt.getByTestId('receipt-kept'))).toBe(`Kept by the resort${peso('0')}`);
    expect(await receipt.getByTestId('receipt-balance').count()).toBe(0);
    await expectVisible(receipt.getByText('Nothing is owed on this booking.', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Print' }));
    await checkedShot(page, 'desk-receipt');
    await checkedShot(page, 'desk-receipt-whole', receipt);
    await page.getByRole('link', { name: 'Front desk' }).click();
    await expectPath(page, '/dashboard');
    expectNoPageErrors(page);

    // the guest reads the same on My Bookings, in English and in Filipino
    const guestPage = await pageWithSession(guest.cookie);
    await guestPage.goto('/dashboard');
    const mine = guestPage
      .getByTestId('booking-card')
      .filter({ has: guestPage.getByText(booking.referenceCode, { exact: true }) });
    await expectVisible(mine, SLOW_WAIT_MS);
    expect(await textOf(mine.getByTestId('payment-badge'))).toBe('Nothing owed');
    expect(await mine.getByText('Unpaid', { exact: true }).count()).toBe(0);
    expect(await textOf(mine.getByTestId('booking-money'))).toBe(
      `Total${peso(booking.totalAmount)}Paid${peso(due)}Refunded${peso(due)}Kept by the resort${peso('0')}`,
    );
    await checkedShot(guestPage, 'guest-cancelled-refunded', mine);
    await guestPage
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Filipino' })
      .click();
    await expect.poll(() => textOf(mine.getByTestId('payment-badge'))).toBe('Walang babayaran');
    expect(await mine.getByText('Hindi pa Bayad', { exact: true }).count()).toBe(0);
    expect(await textOf(mine.getByTestId('booking-money'))).toContain(`Naibalik na${peso(due)}`);
    await checkedShot(guestPage, 'guest-cancelled-refunded-fil', mine);
    expectNoPageErrors(guestPage);
  });

  test('a booking arriving today with nothing verified needs attention; confirmed with a reason, checked in, checked out leaving the balance unpaid', async () => {
    const { booking } = await guestBooking(stayFrom(0, 1));
    const page = await deskOn(booking.referenceCode, 'today');
    const attention = page.getByTestId('needs-attention');
    await expectVisible(attention);
    const card = attention.getByRole('article').filter({ hasText: booking.referenceCode });
    expect(await textOf(card.getByTestId('attention-reason'))).toBe(
      'Check-in is today, down payment not verified',
    );
    await checkedShot(page, 'needs-attention', attention);

    // the 30% is not verified: confirming needs a reason
    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm without the down payment?' });
    await expectVisible(confirm);
    await expectVisible(confirm.getByText(peso(booking.downPaymentAmount), { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expectVisible(
      confirm.getByText('Please say why you confirm without the down payment', { exact: true }),
    );
    await confirm.getByLabel('Why confirm now?').fill('Regular guest, pays in cash on arrival');
    await checkedShot(page, 'confirm-override-dialog');
    await confirm.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expectToast(page, 'Success', 'Reservation confirmed and confirmation email sent to guest.');
    await confirm.waitFor({ state: 'hidden' });
    expect((await saved(booking.id))?.status).toBe('confirmed');
    await attention.waitFor({ state: 'detached' });

    const arriving = page.getByRole('list', { name: 'Arriving today' });
    const arrival = arriving.getByRole('article').filter({ hasText: booking.referenceCode });
    await arrival.getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Success', 'Guest checked in successfully');
    await expect.poll(() => textOf(statusOf(arrival))).toBe('Checked In');

    // the guest still owes everything: Check Out asks first
    const owed = peso(booking.totalAmount);
    await arrival.getByRole('button', { name: 'Check Out' }).click();
    const unpaid = page.getByRole('alertdialog', { name: `The guest still owes ${owed}` });
    await expectVisible(unpaid);
    await expectVisible(unpaid.getByRole('button', { name: 'Record payment' }));
    await checkedShot(page, 'unpaid-checkout-dialog');
    await unpaid.getByRole('button', { name: `Leave ${owed} unpaid` }).click();
    await expectToast(page, 'Success', 'Guest checked out successfully');
    await unpaid.waitFor({ state: 'hidden' });
    const done = await saved(booking.id);
    expect(done?.status).toBe('completed');
    expect(done?.balance).toBe(booking.totalAmount);
    expectNoPageErrors(page);
  });

  test('Reject asks for a reason; the booking shows Held until and the rejected line says why', async () => {
    const { booking } = await guestBooking(stayFrom(220 + Math.floor(Math.random() * 60), 1));
    const page = await pageWithSession(clerk.cookie);
    await openDesk(page, 'payments');
    await search(page, booking.referenceCode);
    const row = page.getByTestId('payment-to-verify').filter({ hasText: booking.referenceCode });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this payment?' });
    await expectVisible(dialog);
    const reason = 'No GCash payment with this reference number';
    await dialog.getByLabel('Reason for the guest (optional)').fill(reason);
    await checkedShot(page, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Reject Payment' }).click();
    await expectToast(page, 'Payment Rejected', new RegExp(booking.referenceCode), { close: false });
    await dialog.waitFor({ state: 'hidden' });

    const held = await saved(booking.id);
    expect(held?.holdExpiresAt).toBeTruthy();
    await openDesk(page, 'all');
    await search(page, booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    await expectVisible(card.getByTestId('held-until'));
    expect(await textOf(card.getByTestId('held-until'))).toMatch(/^Held until .+\d{4}, \d{1,2}:\d{2} [AP]M$/);
    await card.getByRole('button', { name: /^Payments \(1\)$/ }).click();
    const line = card.locator('[data-testid="payment-line"][data-status="rejected"]');
    await expectVisible(line.getByText(reason));
    await expectVisible(line.getByText('Rejected', { exact: true }));
    await checkedShot(page, 'held-card', card);
    expectNoPageErrors(page);
  });

  test('a completed stay deleted at the desk is in the admin Archive and the financial report still counts it', async () => {
    requireDatabase();
    const { booking } = await guestBooking(stayFrom(100 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    // a stay that ended two days ago
    const checkin = addDays(resortToday(), -4);
    await sql(
      `UPDATE reservations SET checkin = $2, checkout = $3, status = 'completed', updated_at = now() WHERE id = $1`,
      [booking.id, checkin, addDays(checkin, 2)],
    );
    const before = await financialReport(clerk.cookie);

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this reservation permanently?' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(/the financial report still counts it/));
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await expectToast(page, 'Success', /deleted permanently/);
    await expectVisible(page.getByText(`No reservations match “${booking.referenceCode}”`));
    expect(await saved(booking.id)).toBeUndefined();
    expect(await financialReport(clerk.cookie)).toEqual(before);

    const admin = await pageWithSession(await adminSession());
    await admin.goto('/admin-dashboard?tab=archive');
    const archived = admin.getByRole('region', { name: 'Archived reservations' });
    await expectVisible(archived);
    const row = archived.getByRole('row').filter({ hasText: booking.referenceCode });
    await expectVisible(row);
    await expectVisible(row.getByText('Completed', { exact: true }));
    await expectVisible(row.getByText(peso(booking.totalAmount), { exact: true }));
    await expectVisible(
      row.getByText(`${formatDay(checkin)} – ${formatDay(addDays(checkin, 2))}`, { exact: true }),
    );
    await checkedShot(admin, 'admin-archive', admin.getByRole('region', { name: 'Archive', exact: true }));
    expectNoPageErrors(admin);
  });

  test('No-show opens the day after check-in; marking it closes the booking', async () => {
    requireDatabase();
    const today = resortToday();
    const later = stayFrom(160 + Math.floor(Math.random() * 60), 1);
    // a room free both for the booking and for the nights it is moved to (yesterday and today)
    const [room] = await sql<{ id: string }>(
      `SELECT r.id FROM rooms r WHERE r.status = 'available' AND r.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM reservations x WHERE x.room_id = r.id AND x.archived_at IS NULL
           AND x.status IN ('pending', 'confirmed', 'checked_in')
           AND ((x.checkin < $2 AND x.checkout > $1) OR (x.checkin < $4 AND x.checkout > $3)))
       ORDER BY r.base_price DESC LIMIT 1`,
      [addDays(today, -1), addDays(today, 1), later.checkin, later.checkout],
    );
    if (!room) throw new Error('No room is free for the no-show');
    const { booking } = await guestBooking(later, room.id);
    await desk(`reservations/${booking.id}/confirm`, { overrideReason: 'Set-up of a journey' });

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    const noShow = card.getByRole('button', { name: 'No-show' });
    await expectVisible(noShow);
    expect(await noShow.isDisabled()).toBe(true);
    await expectVisible(
      card.getByText(`A no-show can be marked from ${formatDay(addDays(later.checkin, 1), 'long')}.`),
    );

    // the guest was due yesterday
    await sql(`UPDATE reservations SET checkin = $2, checkout = $3, updated_at = now() WHERE id = $1`, [
      booking.id,
      addDays(today, -1),
      addDays(today, 1),
    ]);
    await page.reload();
    await search(page, booking.referenceCode);
    await expect.poll(() => noShow.isEnabled()).toBe(true);
    await noShow.click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark as a no-show?' });
    await expectVisible(dialog);
    await checkedShot(page, 'no-show-dialog');
    await dialog.getByRole('button', { name: 'Mark No-show' }).click();
    await expectToast(page, 'Success', 'Marked as a no-show. The room is free again.');
    await expect.poll(() => textOf(statusOf(card))).toBe('No-show');
    const chip = page.getByRole('button', { name: /^No-show \d+$/ });
    await chip.click();
    await expectVisible(card);
    expect((await saved(booking.id))?.status).toBe('no_show');
    expectNoPageErrors(page);
  });
});
