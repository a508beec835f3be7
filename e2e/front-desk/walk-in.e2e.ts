// Spec sections 2, 5 and 8: the Walk-in Customer dialog. Step 1 'Walk-in Customer Registration' (all
// fields required), step 2 'Create Booking' (required fields, the total prefilled with the computed price,
// Cash, a receipt number), the new booking shown at the desk, and a dialog that starts over when reopened.
import type { RoomDto } from '@domain/api-types';
import { formatDay } from '@domain/dates';
import { formatCentavos, toCentavos, toDecimalString } from '@domain/money';
import { quoteStay } from '@domain/pricing';
import type { Locator, Page } from '@playwright/test';
import { uniqueEmail } from '../support/accounts';
import { expectNoPageErrors, expectPath, expectVisible } from '../support/browser';
import { selectOptionMatching } from '../support/forms';
import { beforeAll, describe, expect, test } from '../support/test';
import {
  type Account,
  createDeskClerk,
  deskCard,
  expectToast,
  openDeskAs,
  priciestFreeRoom,
  searchBox,
  staffReservations,
  statusOf,
  stayFrom,
  textOf,
  uniqueGuest,
} from './support';

let clerk: Account;
let room: RoomDto;
// a stay of its own: four days from today, two nights
const stay = stayFrom(4, 2);

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Teresa' });
  room = await priciestFreeRoom(stay);
});

const walkInButton = (page: Page) => page.getByRole('button', { name: 'Walk-in Customer' });
const stepOne = (page: Page) => page.getByRole('dialog', { name: 'Walk-in Customer Registration' });
const stepTwo = (page: Page) => page.getByRole('dialog', { name: 'Create Booking' });

const expectEmptyStepOne = async (dialog: Locator) => {
  await expectVisible(dialog);
  for (const label of ['First name', 'Last name', 'Email']) {
    expect(await dialog.getByLabel(label, { exact: true }).inputValue(), label).toBe('');
  }
};

describe('walk-in customer', () => {
  test("step 1 asks for every field ('Please fill in all fields'); closing the dialog forgets what was typed", async () => {
    const page = await openDeskAs(clerk);
    await walkInButton(page).click();
    const dialog = stepOne(page);
    await expectEmptyStepOne(dialog);
    await dialog.getByRole('button', { name: 'Register & Continue' }).click();
    await expectToast(page, 'Error', 'Please fill in all fields', { close: false });
    // and next to each field
    await expect.poll(() => dialog.getByText('Please fill in all fields', { exact: true }).count()).toBe(3);

    await dialog.getByLabel('First name', { exact: true }).fill('Lorna');
    await dialog.getByLabel('Email', { exact: true }).fill(uniqueEmail('walk-in'));
    await dialog.getByRole('button', { name: 'Register & Continue' }).click();
    // only the last name is still missing
    await expect.poll(() => dialog.getByText('Please fill in all fields', { exact: true }).count()).toBe(1);
    expect(await dialog.getByLabel('Last name', { exact: true }).getAttribute('aria-invalid')).toBe('true');
    expect(await dialog.getByLabel('First name', { exact: true }).getAttribute('aria-invalid')).toBe('false');
    await expectVisible(stepOne(page));

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    await walkInButton(page).click();
    await expectEmptyStepOne(stepOne(page));
    expectNoPageErrors(page);
  });

  test("registers a walk-in and books a room for them: 'Booking created successfully.', then the dialog starts over", async () => {
    const customer = uniqueGuest('Lorna', 'Magsaysay', 'walk-in');
    const page = await openDeskAs(clerk);
    await walkInButton(page).click();
    const first = stepOne(page);
    await expectVisible(first);
    await first.getByLabel('First name', { exact: true }).fill(customer.firstName);
    await first.getByLabel('Last name', { exact: true }).fill(customer.lastName);
    await first.getByLabel('Email', { exact: true }).fill(customer.email);
    await first.getByRole('button', { name: 'Register & Continue' }).click();
    await expectToast(page, 'Success', 'Customer registered successfully! Now proceed with booking.', {
      close: false,
    });

    const dialog = stepTwo(page);
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(`${customer.firstName} ${customer.lastName}`, { exact: true }));
    await expectVisible(dialog.getByText(customer.email, { exact: true }));
    const roomSelect = dialog.getByLabel('Room', { exact: true });
    // the rooms are loaded (GET /api/rooms) before anything is chosen
    await expect.poll(() => roomSelect.locator('option').count()).toBeGreaterThan(1);
    const method = dialog.getByLabel('Payment method', { exact: true });
    expect(await textOf(method.locator('option:checked'))).toBe('Cash');

    // no room and no receipt number yet
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(page, 'Error', 'Please fill in all required fields', { close: false });
    await expectVisible(stepTwo(page));

    await dialog.getByLabel('Check-in', { exact: true }).fill(stay.checkin);
    await dialog.getByLabel('Check-out', { exact: true }).fill(stay.checkout);
    await selectOptionMatching(roomSelect, new RegExp(`^${room.name} ·`));
    const quote = quoteStay({ basePrice: room.basePrice, rates: room.rates, ...stay });
    const total = dialog.getByLabel('Total amount (₱)');
    await expect.poll(() => total.inputValue()).toBe(toDecimalString(quote.totalCentavos));
    await expectVisible(
      dialog.getByText(`Computed: ${formatCentavos(quote.totalCentavos, { cents: true })} for 2 nights.`),
    );
    expect(await dialog.getByLabel('Adults', { exact: true }).inputValue()).toBe('1');
    expect(await dialog.getByLabel('Kids', { exact: true }).inputValue()).toBe('0');
    expect(await textOf(method.locator('option:checked'))).toBe('Cash');
    const receipt = `OR-${Date.now().toString().slice(-6)}`;
    await dialog.getByLabel('Transaction ID / Receipt number').fill(receipt);
    await dialog.getByLabel('Special requests (optional)').fill('Late arrival by the evening boat.');
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(page, 'Success', 'Booking created successfully.');
    await dialog.waitFor({ state: 'hidden' });

    const booked = (await staffReservations(clerk.cookie)).find((r) => r.user.email === customer.email);
    expect(booked).toMatchObject({
      roomId: room.id,
      checkin: stay.checkin,
      checkout: stay.checkout,
      adults: 1,
      kids: 0,
      status: 'pending',
      paymentStatus: 'Partially Paid',
      transactionId: receipt,
    });
    if (!booked) return;
    expect(toCentavos(booked.totalAmount)).toBe(quote.totalCentavos);

    // the desk shows the new booking, ready to be confirmed
    await expectPath(page, /[?&]tab=all\b/);
    expect(await searchBox(page).inputValue()).toBe(booked.referenceCode);
    const card = deskCard(page, booked.referenceCode);
    await expectVisible(card.getByRole('heading', { name: `${customer.firstName} ${customer.lastName}` }));
    expect(await textOf(statusOf(card))).toBe('Pending');
    expect(await textOf(card.getByTestId('payment-status'))).toBe('Partially Paid');
    await expectVisible(card.getByText('Booked with Cash'));
    await expectVisible(card.getByText(formatDay(stay.checkin, 'long'), { exact: true }));
    await expectVisible(card.getByText('Late arrival by the evening boat.'));
    await expectVisible(card.getByRole('button', { name: 'Confirm', exact: true }));
    expect(await card.getByRole('button', { name: 'Delete' }).count()).toBe(0);

    await walkInButton(page).click();
    await expectEmptyStepOne(stepOne(page));
    expectNoPageErrors(page);
  });
});
