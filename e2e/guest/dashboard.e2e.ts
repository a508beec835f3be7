// Spec sections 2 (Customer dashboard), 4, 5 and 7: a guest cancels a booking after the browser's
// confirm, records a payment on a confirmed booking (awaiting verification in Payments), and reviews a
// completed stay (Pending Approval in Reviews). The front desk's moves are made by the run's admin
// through the API; every tab passes the accessibility check.
import { addDays, formatDay } from '@domain/dates';
import { MSG } from '@domain/messages';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { getJson } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFormError, expectPath, expectVisible, settle, toast } from '../support/browser';
import { describe, expect, test } from '../support/test';
import {
  bookFreeRoom,
  frontDesk,
  myReservations,
  REFERENCE_CODE,
  randomStay,
  resortToday,
  signedInPage,
} from './support';

const bookingCard = (page: Page, referenceCode: string) =>
  page.getByTestId('booking-card').filter({ has: page.getByText(referenceCode, { exact: true }) });
const statusOf = (page: Page, referenceCode: string) =>
  bookingCard(page, referenceCode).getByTestId('status-badge');
/** Opens a dashboard tab through the tab bar, as a guest would, and waits for its address. */
const openTab = async (page: Page, name: 'Payments' | 'Reviews' | 'Profile') => {
  await page.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
  await expectPath(page, `/dashboard?tab=${name.toLowerCase()}`);
};

const openDashboard = async (page: Page, referenceCode: string) => {
  await page.goto('/dashboard');
  await expectVisible(page.getByRole('heading', { level: 1, name: /^Welcome back, / }));
  await expectVisible(bookingCard(page, referenceCode));
};

const expectStatus = async (page: Page, referenceCode: string, label: string) =>
  expect.poll(() => statusOf(page, referenceCode).textContent()).toBe(label);

describe('customer dashboard', () => {
  test('cancel asks the browser first; dismissing keeps the booking, accepting cancels it', async () => {
    const customer = await signUp({ firstName: 'Carmen' });
    const stay = randomStay({ fromDay: 30, spread: 30, nights: 2 });
    const booking = await bookFreeRoom(customer, stay);
    expect(booking.referenceCode).toMatch(REFERENCE_CODE);
    const page = await signedInPage(customer);
    await openDashboard(page, booking.referenceCode);
    await expectStatus(page, booking.referenceCode, 'Pending');
    const card = bookingCard(page, booking.referenceCode);
    const cancel = card.getByRole('button', { name: 'Cancel Booking' });

    let asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.dismiss();
    });
    await cancel.click();
    await expect.poll(() => asked).toBe(MSG.cancelConfirm);
    expect((await myReservations(customer))[0]?.status).toBe('pending');
    await expectStatus(page, booking.referenceCode, 'Pending');

    asked = '';
    page.once('dialog', (dialog) => {
      asked = dialog.message();
      void dialog.accept();
    });
    await cancel.click();
    await expect.poll(() => asked).toBe(MSG.cancelConfirm);
    // spec section 8: 'reservation cancelled successfully'
    await expectVisible(page.getByTestId('toast').filter({ hasText: 'Reservation cancelled successfully' }));
    await expectStatus(page, booking.referenceCode, 'Cancelled');
    expect(await card.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    expect((await myReservations(customer))[0]?.status).toBe('cancelled');

    // still cancelled after a reload (the server's answer, not the screen's memory)
    await page.reload();
    await expectStatus(page, booking.referenceCode, 'Cancelled');
  });

  test('a confirmed booking takes a payment: blank reference refused, then awaiting verification in Payments', async () => {
    const customer = await signUp({ firstName: 'Ramon' });
    const stay = randomStay({ fromDay: 30, spread: 30, nights: 2 });
    const booking = await bookFreeRoom(customer, stay);
    const page = await signedInPage(customer);

    // pending: no Make Payment yet
    await openDashboard(page, booking.referenceCode);
    await expectStatus(page, booking.referenceCode, 'Pending');
    expect(
      await bookingCard(page, booking.referenceCode).getByRole('button', { name: 'Make Payment' }).count(),
    ).toBe(0);

    await frontDesk(booking.id, 'confirm');
    await openDashboard(page, booking.referenceCode);
    await expectStatus(page, booking.referenceCode, 'Confirmed');
    await bookingCard(page, booking.referenceCode).getByRole('button', { name: 'Make Payment' }).click();
    const dialog = page.getByRole('dialog', { name: 'Make Payment' });
    await expectVisible(dialog);
    // prefilled with what is owed: the down payment sent at booking is not verified yet
    expect(Number(await dialog.getByLabel('Amount (₱)').inputValue())).toBe(Number(booking.balance));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await dialog.getByLabel('Amount (₱)').fill('0');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expectFormError(dialog.getByText(MSG.invalidAmount));

    await dialog.getByLabel('Amount (₱)').fill('1500');
    await dialog.getByLabel('Transaction ID / Reference Number').fill('  ');
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expectVisible(dialog.getByText(MSG.paymentTransactionRequired));
    await expectVisible(toast(page).getByText(MSG.paymentTransactionRequired));

    const reference = `PM-${Date.now()}`;
    await dialog.getByLabel('Payment method').selectOption({ label: 'PayMaya' });
    await dialog.getByLabel('Transaction ID / Reference Number').fill(reference);
    await dialog.getByRole('button', { name: 'Record Payment' }).click();
    await expectVisible(toast(page).getByText('Payment Recorded', { exact: true }));
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(
      bookingCard(page, booking.referenceCode).getByText(/received, awaiting verification/),
    );

    await openTab(page, 'Payments');
    const row = page.getByRole('row').filter({ hasText: reference });
    await expectVisible(row);
    await expectVisible(row.getByText('Awaiting verification', { exact: true }));
    await expectVisible(row.getByText('₱1,500.00'));
    await expectVisible(row.getByText('PayMaya'));
    await expectVisible(row.getByText(booking.referenceCode));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    const [saved] = await myReservations(customer);
    expect(saved?.payments).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          amount: '1500.00',
          paymentMethod: 'paymaya',
          transactionId: reference,
          status: 'pending',
        }),
      ]),
    );
    // awaiting verification counts for nothing yet
    expect(saved?.paidAmount).toBe('0.00');
  });

  test('a completed stay can be reviewed once: too short refused, then Pending Approval in Reviews; every tab is accessible', async () => {
    const customer = await signUp({ firstName: 'Isabel', lastName: 'Cruz' });
    const stay = { checkin: resortToday(), checkout: addDays(resortToday(), 1) };
    const booking = await bookFreeRoom(customer, stay);
    for (const action of ['confirm', 'checkin', 'checkout'] as const) await frontDesk(booking.id, action);

    const page = await signedInPage(customer);
    await openDashboard(page, booking.referenceCode);
    await expectStatus(page, booking.referenceCode, 'Completed');
    const card = bookingCard(page, booking.referenceCode);
    expect(await card.getByRole('button', { name: 'Cancel Booking' }).count()).toBe(0);
    await card.getByRole('button', { name: 'Leave Review' }).click();

    const dialog = page.getByRole('dialog', { name: 'Leave a Review' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(formatDay(stay.checkin)));
    // rating defaults to 5
    expect(await dialog.getByRole('radio', { name: /^5 stars/ }).isChecked()).toBe(true);
    await dialog.getByLabel('Your review').fill('  Lovely!  ');
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectVisible(dialog.getByText(MSG.reviewTooShort));

    const comment = 'Woke up to the waves every morning; the staff remembered our names.';
    // the stars are radios drawn as pictures: a guest clicks the fourth star (its label)
    const fourStars = dialog.getByRole('radio', { name: /^4 stars/ });
    await dialog
      .locator('label')
      .filter({ has: page.getByRole('radio', { name: /^4 stars/ }) })
      .click();
    await expect.poll(() => fourStars.isChecked()).toBe(true);
    await dialog.getByLabel('Your review').fill(comment);
    await dialog.getByRole('button', { name: 'Submit Review' }).click();
    await expectVisible(toast(page).getByText('Review Submitted', { exact: true }));
    await expectVisible(toast(page).getByText(/visible after approval/));
    await dialog.waitFor({ state: 'hidden' });
    await expectVisible(card.getByText('Review submitted'));
    expect(await card.getByRole('button', { name: 'Leave Review' }).count()).toBe(0);
    await settle(page);
    await expectNoSeriousA11yViolations(page); // My Bookings

    await openTab(page, 'Reviews');
    const review = page.getByRole('listitem').filter({ hasText: comment });
    await expectVisible(review);
    await expectVisible(review.getByText('Pending Approval', { exact: true }));
    await expectVisible(review.getByLabel('4 out of 5 stars'));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Payments');
    await expectVisible(page.getByRole('row').filter({ hasText: booking.referenceCode }));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    await openTab(page, 'Profile');
    const profile = page.getByRole('tabpanel');
    expect(await profile.getByLabel('First name').inputValue()).toBe('Isabel');
    expect(await profile.getByLabel('Last name').inputValue()).toBe('Cruz');
    expect(await profile.getByLabel('Email').inputValue()).toBe(customer.email.toLowerCase());
    expect(await profile.getByLabel('Account type').inputValue()).toBe('Customer');
    expect(await profile.getByLabel('Email').getAttribute('readonly')).not.toBeNull();
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    // the review waits for approval: not on the public list yet
    const publicReviews = await getJson<Array<{ comment: string }>>('/api/reviews');
    expect(publicReviews.map((r) => r.comment)).not.toContain(comment);
  });
});
