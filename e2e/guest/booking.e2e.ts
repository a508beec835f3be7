// Spec sections 2 (Booking), 5, 6 and 7: a visitor fills the booking form, is asked to log in, comes
// back to the form as they left it and books; the dashboard shows the booking as Pending with its
// reference code. The form's validation messages (the dates before the nights are checked, the payment
// once they are free), and two guests racing for the same nights (409, then a suggested free stay).
import { addDays, formatDay } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { allowConsoleErrors, expectPath, expectVisible, newPage, settle, toast } from '../support/browser';
import { describe, expect, test } from '../support/test';
import {
  frontDeskReservations,
  logInHere,
  myReservations,
  REFERENCE_CODE,
  resortToday,
  signedInPage,
  stayInFreeRoom,
} from './support';

const form = (page: Page) => page.getByRole('form', { name: 'Book Your Stay' });
const fieldAlert = (page: Page, text: string) => form(page).getByRole('alert').filter({ hasText: text });
const bookNow = (page: Page) => page.getByRole('button', { name: 'Book Now', exact: true });
const checkAvailability = (page: Page) =>
  page.getByRole('button', { name: 'Check availability', exact: true });

const openBookingPage = async (page: Page, roomId: string) => {
  await page.goto(`/booking/${roomId}`);
  await expectVisible(page.getByRole('heading', { level: 1, name: 'Book Your Stay' }));
};

const fillStay = async (page: Page, stay: { checkin: string; checkout: string }) => {
  await page.getByLabel('Check-in', { exact: true }).fill(stay.checkin);
  await page.getByLabel('Check-out', { exact: true }).fill(stay.checkout);
};

/** The methods are radio cards: the radio itself is visually hidden, a guest clicks its card (the label). */
const chooseMethod = async (page: Page, name: RegExp) => {
  const radio = page.getByRole('radio', { name });
  await page.locator('label').filter({ has: radio }).click();
  await expect.poll(() => radio.isChecked()).toBe(true);
};

const transactionField = (page: Page) => page.getByLabel('Transaction ID / Reference Number');

describe('booking a room', () => {
  test('a visitor fills the form, logs in, finds it as they left it, books, and sees it Pending with its reference code', async () => {
    const customer = await signUp({ firstName: 'Lea', lastName: 'Villanueva' });
    const { stay, room } = await stayInFreeRoom({ fromDay: 30, spread: 30, nights: 3 });
    const page = await newPage();

    await openBookingPage(page, room.id);
    await expectVisible(checkAvailability(page));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await fillStay(page, stay);
    // free nights: a visitor may fill in the payment step, then logs in to book
    await expectVisible(page.getByRole('button', { name: 'Log in to book' }));
    // the summary prices the chosen nights
    await expectVisible(page.getByRole('heading', { name: '3 nights' }));
    const adults = room.maxAdults >= 2 ? '2' : '1';
    await page.getByLabel('Adults').selectOption(adults);
    const requests = 'A quiet room, please: we arrive late.';
    await page.getByLabel('Special requests (optional)').fill(requests);
    await chooseMethod(page, /^GCash/);
    await page.getByRole('button', { name: 'Log in to book' }).click();

    await expectVisible(toast(page).getByText(MSG.loginRequiredTitle, { exact: true }));
    await expectVisible(toast(page).getByText(MSG.loginRequired, { exact: true }));
    await expectPath(page, `/login?next=${encodeURIComponent(`/booking/${room.id}`)}`);

    await logInHere(page, customer);
    await expectPath(page, `/booking/${room.id}`);
    await expectVisible(page.getByText('Welcome back! We kept the details you entered before logging in.'));
    expect(await page.getByLabel('Check-in', { exact: true }).inputValue()).toBe(stay.checkin);
    expect(await page.getByLabel('Check-out', { exact: true }).inputValue()).toBe(stay.checkout);
    expect(await page.getByLabel('Adults').inputValue()).toBe(adults);
    expect(await page.getByLabel('Special requests (optional)').inputValue()).toBe(requests);
    expect(await page.getByRole('radio', { name: /^GCash/ }).isChecked()).toBe(true);

    const transactionId = `GC-${Date.now()}`;
    await transactionField(page).fill(transactionId);
    await bookNow(page).click();

    await expectVisible(toast(page).getByText(MSG.bookingCreated, { exact: true }));
    // read now: the toast closes by itself after 5 s
    const toastText = (await toast(page).textContent()) ?? '';
    await expectPath(page, '/dashboard');
    const cards = page.getByTestId('booking-card');
    await expectVisible(cards);
    expect(await cards.count()).toBe(1);
    const card = cards.first();
    await expectVisible(card.getByText(room.name, { exact: true }));
    expect(await card.getByTestId('status-badge').textContent()).toBe('Pending');
    await expectVisible(card.getByText(formatDay(stay.checkin, 'long')));
    await expectVisible(card.getByText(formatDay(stay.checkout, 'long')));
    const code = ((await card.getByTestId('reference-code').textContent()) ?? '').trim();
    expect(code).toMatch(REFERENCE_CODE);
    // the toast named the same code
    expect(toastText).toContain(code);

    // and the server holds exactly that booking
    const [saved, ...others] = await myReservations(customer);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      referenceCode: code,
      roomId: room.id,
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: Number(adults),
      status: 'pending',
      specialRequests: requests,
      paymentMethod: 'GCash',
      transactionId,
    });
  });

  test("the form's messages: dates, order of dates, past check-in, payment method, transaction id", async () => {
    const customer = await signUp({ firstName: 'Tomas' });
    const { stay, room } = await stayInFreeRoom({ fromDay: 30, spread: 30, nights: 2 });
    const page = await signedInPage(customer);
    await openBookingPage(page, room.id);
    // no dates, no payment step: the button checks the dates first
    await expectVisible(checkAvailability(page));
    expect(await transactionField(page).count()).toBe(0);
    expect(await bookNow(page).count()).toBe(0);

    // nothing filled in: the dates' message (toast and beside both fields)
    await checkAvailability(page).click();
    await expectVisible(toast(page).getByText(MSG.bookingDatesRequired, { exact: true }));
    await expectVisible(fieldAlert(page, MSG.bookingDatesRequired));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    // check-out before check-in: said beside the field as soon as both are in, and by the button
    await page.getByLabel('Check-in', { exact: true }).fill(stay.checkout);
    await page.getByLabel('Check-out', { exact: true }).fill(stay.checkin);
    await expectVisible(fieldAlert(page, MSG.checkoutAfterCheckin));
    await checkAvailability(page).click();
    await expectVisible(toast(page).getByText(MSG.checkoutAfterCheckin, { exact: true }));

    // a check-in in the past
    const yesterday = addDays(resortToday(), -1);
    await page.getByLabel('Check-in', { exact: true }).fill(yesterday);
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(yesterday, 2));
    await expectVisible(fieldAlert(page, MSG.checkinInPast));
    await checkAvailability(page).click();
    await expectVisible(toast(page).getByText(MSG.checkinInPast, { exact: true }));
    expect(await transactionField(page).count()).toBe(0);

    // good, free dates: the payment step opens, and the payment method is next
    await fillStay(page, stay);
    await expectVisible(page.getByText('These nights are free.'));
    await bookNow(page).click();
    await expectVisible(toast(page).getByText(MSG.paymentMethodRequired, { exact: true }));
    await expectVisible(fieldAlert(page, MSG.paymentMethodRequired));
    await expectVisible(fieldAlert(page, MSG.transactionIdRequired));
    expect(await fieldAlert(page, MSG.bookingDatesRequired).count()).toBe(0);
    expect(await fieldAlert(page, MSG.checkoutAfterCheckin).count()).toBe(0);

    // a method but a blank transaction id (spaces only)
    await chooseMethod(page, /^Bank Transfer \(BDO\)/);
    await transactionField(page).fill('   ');
    await bookNow(page).click();
    await expectVisible(toast(page).getByText(MSG.transactionIdRequired, { exact: true }));
    await expectVisible(fieldAlert(page, MSG.transactionIdRequired));
    expect(await fieldAlert(page, MSG.paymentMethodRequired).count()).toBe(0);

    await expectPath(page, `/booking/${room.id}`);
    expect(await myReservations(customer)).toEqual([]);
  });

  test("two guests book the same room and nights: the second sees 'Those dates were just taken', then a free stay", async () => {
    const [first, second] = await Promise.all([signUp({ firstName: 'Ana' }), signUp({ firstName: 'Ben' })]);
    const { stay, room } = await stayInFreeRoom({ fromDay: 30, spread: 30, nights: 2 });
    const firstPage = await signedInPage(first);
    const secondPage = await signedInPage(second, { viewport: 'phone' });
    allowConsoleErrors(secondPage, /status of 409/); // POST /api/reservations answers 409

    // both open the form while the nights are still free
    for (const page of [firstPage, secondPage]) {
      await openBookingPage(page, room.id);
      await fillStay(page, stay);
      await expectVisible(bookNow(page));
      await chooseMethod(page, /^Credit\/Debit Card/);
      await transactionField(page).fill(`APPROVAL-${page === firstPage ? 1 : 2}`);
    }

    await bookNow(firstPage).click();
    await expectVisible(toast(firstPage).getByText(MSG.bookingCreated, { exact: true }));
    await expectPath(firstPage, '/dashboard');

    await bookNow(secondPage).click();
    const taken = secondPage.getByRole('alert').filter({ hasText: 'Those dates were just taken' });
    await expectVisible(taken);
    await expectPath(secondPage, `/booking/${room.id}`);
    // the payment step closes for taken nights
    await expect.poll(() => transactionField(secondPage).count()).toBe(0);
    await settle(secondPage);
    await expectNoSeriousA11yViolations(secondPage);
    // a suggested free stay of the same length: the payment step is back with what the guest entered
    await taken.getByRole('button', { name: / – / }).first().click();
    await expectVisible(secondPage.getByText('These nights are free.'));
    expect(await transactionField(secondPage).inputValue()).toBe('APPROVAL-2');
    expect(await secondPage.getByLabel('Check-in', { exact: true }).inputValue()).not.toBe(stay.checkin);

    expect(await myReservations(second)).toEqual([]);
    const holding = (await frontDeskReservations()).filter(
      (r) =>
        r.roomId === room.id &&
        r.checkin === stay.checkin &&
        r.checkout === stay.checkout &&
        ['pending', 'confirmed', 'checked_in'].includes(r.status),
    );
    expect(holding.map((r) => r.user.email)).toEqual([first.email]);
  });

  test('the booking page at phone width passes the accessibility check for a signed-in guest', async () => {
    const customer = await signUp();
    const { stay, room } = await stayInFreeRoom({ fromDay: 30, spread: 30, nights: 1 });
    const page = await signedInPage(customer, { viewport: 'phone' });
    await openBookingPage(page, room.id);
    await fillStay(page, stay);
    await chooseMethod(page, /^Credit\/Debit Card/);
    await expectVisible(page.getByLabel('Card number'));
    await settle(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, 'wider than the phone screen').toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);
    // nothing is booked by looking
    expect(await myReservations(customer)).toEqual([]);
  });
});
