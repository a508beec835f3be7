// Typhoon and weather rebooking: the receptionist declares a weather disruption over a
// guest's stay (previewing how many bookings it touches), the guest sees the notice on the dashboard and
// moves the stay to new dates for free, and the desk sees the move in the booking's history.
import { formatDay } from '@domain/dates';
import type { Page } from '@playwright/test';
import { signUp } from '../support/accounts';
import { expectFormError, expectNoPageErrors, expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { beforeAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import {
  type Account,
  bookThroughApi,
  createDeskClerk,
  deskCard,
  expectToast,
  openDesk,
  pageWithSession,
  search,
  selectTab,
  stayToMoveForWeather,
  textsOf,
} from './support';

let clerk: Account;
let guest: Account;
const NOTE = 'PAGASA TCWS No. 2 for La Union';

beforeAll(async () => {
  clerk = await createDeskClerk({ firstName: 'Perla' });
  guest = await signUp({ firstName: 'Ligaya' });
});

const bookingCard = (page: Page, referenceCode: string) =>
  page.getByTestId('booking-card').filter({ has: page.getByText(referenceCode, { exact: true }) });

describe('weather rebooking', () => {
  test('the desk declares a disruption, the guest moves the stay for free, the desk sees the move', async () => {
    const { stay, stormDay, newStay, room } = await stayToMoveForWeather('desk');
    const booking = await bookThroughApi(guest, { roomId: room.id, ...stay });

    // the desk: preview, then declare
    const desk = await pageWithSession(clerk.cookie);
    await openDesk(desk, 'weather');
    const form = desk.getByRole('form', { name: 'Declare a weather disruption' });
    await form.getByRole('button', { name: 'Preview affected bookings' }).click();
    await expectFormError(form.getByText('Enter the first and last day of the disruption').first());
    await form.getByLabel('First day').fill(stormDay);
    await form.getByLabel('Last day').fill(stormDay);
    await form.getByLabel('Note for the guests').fill(NOTE);
    await form.getByRole('button', { name: 'Preview affected bookings' }).click();
    await expectVisible(
      desk
        .getByTestId('weather-preview')
        .getByText(/^\d+ bookings? ha(s|ve) a night or a day visit on these days/),
    );
    await checkedShot(desk, 'weather-desk-preview');
    await form.getByRole('button', { name: 'Declare disruption' }).click();
    await expectToast(desk, 'Success', /Disruption declared: \d+ guests? notified\./);
    const affected = desk.getByTestId('affected-booking').filter({ hasText: booking.referenceCode });
    await expectVisible(affected.getByText('Waiting for the guest'));
    await checkedShot(desk, 'weather-desk-list');

    // the guest: the notice, then the free move
    const page = await pageWithSession(guest.cookie, { owner: guest.email });
    await page.goto('/dashboard');
    const card = bookingCard(page, booking.referenceCode);
    const notice = card.getByTestId('weather-notice');
    await expectVisible(notice.getByText(NOTE, { exact: false }), SLOW_WAIT_MS);
    await checkedShot(page, 'weather-guest-notice', card);
    await notice.getByRole('button', { name: 'Move my stay for free' }).click();
    const dialog = page.getByRole('dialog', { name: 'Move my stay for free' });
    await dialog.getByLabel('New check-in').fill(newStay.checkin);
    await dialog.getByLabel('New check-out').fill(newStay.checkout);
    const sameRoom = dialog.getByRole('radio', { name: new RegExp(`^${room.name}`) });
    await sameRoom.check();
    await checkedShot(page, 'weather-move-dialog');
    await dialog.getByRole('button', { name: 'Move my stay' }).click();
    await expectToast(page, 'Success', 'Your stay is moved. We have emailed you the new dates.');
    await expectVisible(card.getByText(formatDay(newStay.checkin, 'long')));
    await expectVisible(
      card.getByTestId('weather-outcome').getByText('Moved for free because of the weather'),
    );
    expect(await card.getByTestId('weather-notice').count()).toBe(0);

    // the desk: the guest's choice on the Weather tab, the move in the booking's history
    await desk.reload();
    await expectVisible(affected.getByText('Moved'), SLOW_WAIT_MS);
    await selectTab(desk, 'all');
    await search(desk, booking.referenceCode);
    const deskBooking = deskCard(desk, booking.referenceCode);
    await deskBooking.getByRole('button', { name: /^History \(\d+\)$/ }).click();
    const entries = (await textsOf(deskBooking.getByTestId('history').getByRole('listitem'))).join('\n');
    expect(entries).toContain(`Weather alert sent by Perla`);
    expect(entries).toContain(`Moved because of weather (from ${stay.checkin} – ${stay.checkout}`);
    expect(entries).toContain(`to ${newStay.checkin} – ${newStay.checkout}`);

    // the financial report counts the move
    await selectTab(desk, 'report');
    const weather = desk.getByTestId('weather-figures');
    await expectVisible(weather, SLOW_WAIT_MS);
    const moves = weather.getByTestId('figure-weatherMoves').locator('dd').first();
    await expect.poll(async () => Number(await moves.textContent())).toBeGreaterThan(0);
    await checkedShot(desk, 'weather-report', weather);
    expectNoPageErrors(page);
    expectNoPageErrors(desk);
  });
});
