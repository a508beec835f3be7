// Spec sections 2 (Receptionist dashboard), 4, 5, 7 and 8: a guest's booking from pending to deleted at the
// front desk. The receptionist finds it with the search box, confirms it before the down payment is verified
// (with a reason; the guest is emailed), verifies the down payment, checks the guest in, extends the stay,
// takes the balance when checking out, reads the card's history and deletes (archives) the finished
// reservation. Each step is its own test on the same booking, in order.
import type { ReservationDto, RoomDto } from '@domain/api-types';
import { shortId } from '@domain/constants';
import { addDays, formatDay } from '@domain/dates';
import { formatCentavos, formatPesos, toCentavos } from '@domain/money';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectFormError, expectNoPageErrors, expectVisible } from '../support/browser';
import { waitForEmail } from '../support/emails';
import { beforeAll, describe, expect, test } from '../support/test';
import {
  type Account,
  bookThroughApi,
  createDeskClerk,
  deskCard,
  expectToast,
  openBookingOnDesk,
  openDeskAs,
  priciestFreeRoom,
  search,
  selectTab,
  staffReservations,
  statusOf,
  stayFrom,
  textOf,
  textsOf,
  uniqueGuest,
} from './support';

const peso = (amount: string) => formatPesos(amount, { cents: true });

let clerk: Account;
let guest: Account;
let room: RoomDto;
let booking: ReservationDto;
// check-in opens on the check-in day: the stay starts today (resort time), two nights
const stay = stayFrom(0, 2);
const extendedCheckout = addDays(stay.checkout, 1);

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Rosa' });
  guest = await signUp(uniqueGuest('Marisol', 'Dalisay', 'desk-guest'));
  // the night added by Extend Stay must be free too
  room = await priciestFreeRoom({ checkin: stay.checkin, checkout: extendedCheckout });
  booking = await bookThroughApi(guest, { roomId: room.id, ...stay });
});

const guestName = () => `${guest.firstName} ${guest.lastName}`;
const clerkName = () => `${clerk.firstName} ${clerk.lastName}`;
const saved = async () => (await staffReservations(clerk.cookie)).find((r) => r.id === booking.id);

/** The booking as the desk sees it now; it must still be there. */
const savedNow = async () => {
  const reservation = await saved();
  if (!reservation) throw new Error('The booking is gone');
  return reservation;
};

/** The dashboard on a tab, filtered to this booking by its reference code, and the booking's card there. */
const deskWithBooking = (on: 'today' | 'guests' | 'all' | 'payments') =>
  openBookingOnDesk(clerk, booking.referenceCode, on);

/** The card's action buttons, by their text (the copy, payments, history and extras' buttons left out). */
const buttonsOf = async (page: Page) =>
  (await textsOf(deskCard(page, booking.referenceCode).getByRole('button'))).filter(
    (text) => text && !/^History|^Payments \(|copy|^Add extra$/i.test(text),
  );

describe('a guest booking at the front desk', () => {
  test("is found by the guest's last name (arriving today) and by reference code; a pending one offers no Delete; Confirm emails the guest", async () => {
    const page = await openDeskAs(clerk);
    expect(await page.getByRole('link', { name: 'Back to Admin Dashboard' }).count()).toBe(0);

    await search(page, guest.lastName);
    await expectVisible(page.getByText(/^1 of \d+ reservations match$/));
    const arriving = page.getByRole('list', { name: 'Arriving today' });
    const card = arriving.getByRole('article', { name: guestName() });
    await expectVisible(card);
    await expectVisible(card.getByText(room.name, { exact: true }));
    await expectVisible(card.getByText(`#${shortId(booking.id)}`, { exact: true }));
    await expectVisible(card.getByText(booking.referenceCode, { exact: true }));
    await expectVisible(card.getByText('Arriving today', { exact: true }));
    expect(await textOf(statusOf(card))).toBe('Pending');
    await expectVisible(card.getByText(formatDay(stay.checkin, 'long'), { exact: true }));
    await expectVisible(card.getByText(formatDay(stay.checkout, 'long'), { exact: true }));
    await expectVisible(card.getByText('1 adult', { exact: true }));
    expect(await textOf(card.getByTestId('total'))).toBe(peso(booking.totalAmount));
    expect(await textOf(card.getByTestId('payment-status'))).toBe('Unpaid');
    await expectVisible(card.getByRole('link', { name: guest.email }));

    await selectTab(page, 'all');
    await search(page, booking.referenceCode);
    await expectVisible(page.getByText(/^1 of \d+ reservations match$/));
    const listed = deskCard(page, booking.referenceCode);
    await expectVisible(listed);
    // pending: confirm, extend its unverified hold, take a payment or cancel; a permanent delete (409 on
    // the server) is not offered
    expect(await buttonsOf(page)).toEqual(['Confirm', 'Extend Hold', 'Record Payment', 'Cancel']);

    // the 30% down payment is still awaiting verification: confirming now takes a reason
    await listed.getByRole('button', { name: 'Confirm', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm without the down payment?' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(booking.referenceCode, { exact: true }));
    await dialog.getByLabel('Why confirm now?').fill('GCash reference checked by phone with the guest');
    await dialog.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expectToast(page, 'Success', 'Reservation confirmed and confirmation email sent to guest.');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => textOf(statusOf(listed))).toBe('Confirmed');

    const email = await waitForEmail(guest.email, `Reservation confirmed – ${booking.referenceCode}`);
    expect(email.text).toContain(`Hello ${guest.firstName},`);
    expect(email.text).toContain(`Room: ${room.name}`);
    expect(email.text).toContain(`Reference code: ${booking.referenceCode}`);
    expect((await saved())?.status).toBe('confirmed');
    expectNoPageErrors(page);
  });

  test("the down payment is verified in Payments to Verify and the booking reads 'Partially Paid'", async () => {
    const downPayment = booking.payments.find((p) => p.status === 'pending');
    expect(downPayment, 'the booking page records its down payment as awaiting verification').toBeDefined();
    if (!downPayment) return;
    expect(toCentavos(downPayment.amount)).toBe(Math.round(toCentavos(booking.totalAmount) * 0.3));

    const { page, card } = await deskWithBooking('payments');
    const payments = page.getByRole('list', { name: 'Payments to verify' });
    const payment = payments.getByRole('article', {
      name: `${peso(downPayment.amount)} from ${guestName()}`,
    });
    await expectVisible(payment);
    await expectVisible(payment.getByText('Booking down payment', { exact: true }));
    await expectVisible(payment.getByText(downPayment.transactionId, { exact: true }));
    await expectVisible(payment.getByText('Confirmed', { exact: true }));
    await payment.getByRole('button', { name: 'Verify' }).click();
    await expectToast(
      page,
      'Payment Verified',
      `${peso(downPayment.amount)} for ${booking.referenceCode} now counts as paid.`,
    );
    await expectVisible(page.getByText('No payments match your search'));

    await selectTab(page, 'all');
    await expect.poll(() => textOf(card.getByTestId('payment-status'))).toBe('Partially Paid');
    await expectVisible(card.getByText(peso(downPayment.amount), { exact: true }));
    const balance = toCentavos(booking.totalAmount) - toCentavos(downPayment.amount);
    await expectVisible(card.getByText(formatCentavos(balance, { cents: true }), { exact: true }));
    expect((await saved())?.paymentStatus).toBe('Partially Paid');
  });

  test("Check In: 'Guest checked in successfully' and the guest is listed under Current Guests", async () => {
    const { page, card } = await deskWithBooking('all');
    await expectVisible(card);
    // something is paid now: a refund can be recorded; No-show waits for the day after check-in
    expect(await buttonsOf(page)).toEqual([
      'Check In',
      'Record Payment',
      'Record Refund',
      'No-show',
      'Cancel',
    ]);
    await card.getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Success', 'Guest checked in successfully');
    await expect.poll(() => textOf(statusOf(card))).toBe('Checked In');

    await selectTab(page, 'guests');
    const guests = page.getByRole('list', { name: 'Current guests' });
    const inHouse = guests.getByRole('article', { name: guestName() });
    await expectVisible(inHouse);
    expect(await textOf(statusOf(inHouse))).toBe('Checked In');
    // staying guests: check out or extend; neither cancel nor delete is offered
    expect(await buttonsOf(page)).toEqual(['Check Out', 'Extend Stay', 'Record Payment', 'Record Refund']);
    expect((await saved())?.status).toBe('checked_in');
  });

  test("Extend Stay: an empty date is refused, one more night adds to the total: 'Stay extended successfully'", async () => {
    const before = await savedNow();
    const { page, card } = await deskWithBooking('guests');
    await card.getByRole('button', { name: 'Extend Stay' }).click();
    const dialog = page.getByRole('dialog', { name: 'Extend Stay' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(formatDay(stay.checkout, 'long'), { exact: true }));

    await dialog.getByRole('button', { name: 'Extend Stay' }).click();
    await expectFormError(dialog.getByText('Please select a new checkout date', { exact: true }));

    await dialog.getByLabel('New checkout date').fill(extendedCheckout);
    const preview = dialog.getByTestId('extend-preview');
    await expectVisible(
      preview.getByText(`1 extra night · new checkout ${formatDay(extendedCheckout, 'long')}`),
    );
    const newTotalValue = preview
      .getByText('New total', { exact: true })
      .locator('xpath=following-sibling::dd');
    await expectVisible(newTotalValue);
    const newTotal = await textOf(newTotalValue);
    expect(toCentavos(newTotal.replace(/[₱,]/g, ''))).toBeGreaterThan(toCentavos(before.totalAmount));

    await dialog.getByRole('button', { name: 'Extend Stay' }).click();
    await expectToast(page, 'Success', 'Stay extended successfully');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => textOf(card.getByTestId('total'))).toBe(newTotal);
    await expectVisible(card.getByText(formatDay(extendedCheckout, 'long'), { exact: true }));

    const after = await saved();
    expect(after?.checkout).toBe(extendedCheckout);
    expect(peso(after?.totalAmount ?? '0')).toBe(newTotal);
    expect(toCentavos(after?.totalAmount ?? '0')).toBeGreaterThan(toCentavos(before.totalAmount));
  });

  test("Check Out: the balance is taken first, then 'Guest checked out successfully', status Completed, and the history shows who did what", async () => {
    const before = await savedNow();
    const { page, card } = await deskWithBooking('guests');
    await card.getByRole('button', { name: 'Check Out' }).click();
    const owes = page.getByRole('alertdialog', { name: `The guest still owes ${peso(before.balance)}` });
    await expectVisible(owes);
    await owes.getByRole('button', { name: 'Record payment' }).click();
    const payment = page.getByRole('dialog', { name: 'Record Payment' });
    await expectVisible(payment);
    expect(toCentavos(await payment.getByLabel('Amount (₱)').inputValue())).toBe(toCentavos(before.balance));
    await payment.getByLabel('Transaction ID / Receipt number').fill('OR-20431');
    await payment.getByRole('button', { name: 'Record Payment' }).click();
    await expectToast(page, 'Payment Recorded', new RegExp(booking.referenceCode), { close: false });
    await payment.waitFor({ state: 'hidden' });
    await expect.poll(async () => (await saved())?.balance).toBe('0.00');
    await card.getByRole('button', { name: 'Check Out' }).click();
    await expectToast(page, 'Success', 'Guest checked out successfully');
    await expectVisible(page.getByText(`No guests match “${booking.referenceCode}”`));

    await selectTab(page, 'all');
    await expect.poll(() => textOf(statusOf(card))).toBe('Completed');
    expect(await buttonsOf(page)).toEqual(['Record Refund', 'Delete']);

    const historyButton = card.getByRole('button', { name: /^History \(\d+\)$/ });
    expect(await textOf(historyButton)).toMatch(/History \(7\)/);
    await historyButton.click();
    const history = card.getByTestId('history');
    await expectVisible(history);
    const entries = await textsOf(history.getByRole('listitem'));
    const expected = [
      `Booked by ${guestName()}`,
      `Confirmed by ${clerkName()}`,
      `Payment verified by ${clerkName()}`,
      `Checked in by ${clerkName()}`,
      `Stay extended by ${clerkName()}`,
      `Payment received at the desk by ${clerkName()}`,
      `Checked out by ${clerkName()}`,
    ];
    expect(entries).toHaveLength(expected.length);
    for (const line of expected) expect(entries.some((entry) => entry.startsWith(line))).toBe(true);
    expect(entries.find((e) => e.startsWith('Stay extended'))).toContain(
      `Checkout moved from ${stay.checkout} to ${extendedCheckout}`,
    );
    expect((await saved())?.status).toBe('completed');
  });

  test('the completed reservation is deleted (archived) after a warning', async () => {
    const { page, card } = await deskWithBooking('all');
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this reservation permanently?' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText('This cannot be undone.'));
    await expectVisible(dialog.getByText(booking.referenceCode, { exact: true }));
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await expectToast(page, 'Success', /deleted permanently/);
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(page.getByText(`No reservations match “${booking.referenceCode}”`));
    expect(await saved()).toBeUndefined();
  });
});
