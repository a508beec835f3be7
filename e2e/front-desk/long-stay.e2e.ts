// Issue "Safe to open to the public", finding 2: stays longer than MAX_STAY_NIGHTS (30) are refused at
// the desk like anywhere else, unless the clerk ticks the override and gives a reason, which the
// booking's history keeps. Bookings never open beyond the horizon (365 days).
import type { RoomDto } from '@domain/api-types';
import { addDays } from '@domain/dates';
import type { Page } from '@playwright/test';
import { listRooms } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { selectOptionMatching } from '../support/forms';
import { beforeAll, describe, expect, test } from '../support/test';
import {
  type Account,
  createDeskClerk,
  expectToast,
  openDesk,
  pageWithSession,
  resortToday,
  staffReservations,
  uniqueGuest,
} from './support';

let clerk: Account;
let room: RoomDto;
// 40 nights, far enough ahead that no other journey books them
const checkin = addDays(resortToday(), 250);
const checkout = addDays(checkin, 40);

/** A room free for all 40 nights (search answers any range; only booking applies the limits). */
const roomFreeForTheWholeStay = async () => {
  const found = (await listRooms(`checkin=${checkin}&checkout=${checkout}`))[0];
  if (!found) throw new Error('No room is free for the 40 nights');
  return found;
};

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Imelda' });
  room = await roomFreeForTheWholeStay();
});

const openBookingStep = async (
  page: Page,
  customer: { firstName: string; lastName: string; email: string },
) => {
  await openDesk(page);
  await page.getByRole('button', { name: 'Walk-in Customer' }).click();
  const first = page.getByRole('dialog', { name: 'Walk-in Customer Registration' });
  await first.getByLabel('First name', { exact: true }).fill(customer.firstName);
  await first.getByLabel('Last name', { exact: true }).fill(customer.lastName);
  await first.getByLabel('Email', { exact: true }).fill(customer.email);
  await first.getByRole('button', { name: 'Register & Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create Booking' });
  await expectVisible(dialog);
  return dialog;
};

describe('long stays at the front desk', () => {
  test('a 40-night walk-in is refused until the clerk allows it with a reason, which the history keeps', async () => {
    const customer = uniqueGuest('Rosario', 'Long', 'long-stay');
    const page = await pageWithSession(clerk.cookie);
    const dialog = await openBookingStep(page, customer);

    const roomSelect = dialog.getByLabel('Room', { exact: true });
    await expect.poll(() => roomSelect.locator('option').count()).toBeGreaterThan(1);
    await dialog.getByLabel('Check-in', { exact: true }).fill(checkin);
    await dialog.getByLabel('Check-out', { exact: true }).fill(checkout);
    await selectOptionMatching(roomSelect, new RegExp(`^${room.name} ·`));
    await dialog.getByLabel('Transaction ID / Receipt number').fill('OR-40N');

    // the override appears because the dates need it, unticked
    await expectVisible(dialog.getByText('longer than the 30-night limit guests can book.'));
    const allow = dialog.getByRole('checkbox', { name: 'Allow this longer stay' });
    expect(await allow.isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(page, 'Error', 'Stays can be at most 30 nights', { close: false });
    await expectVisible(dialog.getByRole('alert').filter({ hasText: 'Stays can be at most 30 nights' }));

    // ticking it asks for the reason
    await allow.check();
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectVisible(
      dialog.getByRole('alert').filter({ hasText: 'Please give the reason for the longer stay' }),
    );
    await expectNoSeriousA11yViolations(page);

    await dialog
      .getByLabel("Reason (kept in the booking's history)")
      .fill('Visiting researcher, paid monthly');
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(page, 'Success', 'Booking created successfully.');

    const booked = (await staffReservations(clerk.cookie)).find((r) => r.user.email === customer.email);
    expect(booked).toMatchObject({ roomId: room.id, checkin, checkout, status: 'pending' });
    expect(booked?.history?.map((event) => event.note).join(' ')).toContain(
      'Long stay of 40 nights allowed (limit 30): Visiting researcher, paid monthly',
    );
    expectNoPageErrors(page);
  });

  test('a stay starting beyond the booking horizon is refused even with the override', async () => {
    const customer = uniqueGuest('Dante', 'Far', 'far-stay');
    const page = await pageWithSession(clerk.cookie, { viewport: 'phone' });
    const dialog = await openBookingStep(page, customer);
    const roomSelect = dialog.getByLabel('Room', { exact: true });
    await expect.poll(() => roomSelect.locator('option').count()).toBeGreaterThan(1);
    const far = addDays(resortToday(), 400);
    await dialog.getByLabel('Check-in', { exact: true }).fill(far);
    await dialog.getByLabel('Check-out', { exact: true }).fill(addDays(far, 2));
    await selectOptionMatching(roomSelect, new RegExp(`^${room.name} ·`));
    await dialog.getByLabel('Transaction ID / Receipt number').fill('OR-FAR');
    await dialog.getByRole('button', { name: 'Create Booking' }).click();
    await expectToast(page, 'Error', 'Bookings open up to 365 days ahead', { close: false });
    expectNoPageErrors(page);
  });
});
