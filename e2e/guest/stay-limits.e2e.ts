// Issue "Safe to open to the public", finding 2: the booking form refuses a stay longer than 30 nights
// or starting more than 365 days ahead with the same words as the API, before anything is sent (the
// nights are not even checked: no payment step opens).
import { addDays } from '@domain/dates';
import { signUp } from '../support/accounts';
import { listRooms } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { describe, expect, test } from '../support/test';
import { resortToday, signedInPage } from './support';

describe('stay limits on the booking page', () => {
  test("31 nights: 'Stays can be at most 30 nights'; beyond a year: 'Bookings open up to 365 days ahead'", async () => {
    const customer = await signUp({ firstName: 'Nena', lastName: 'Reyes' });
    const room = (await listRooms()).find((r) => r.status === 'available');
    if (!room) throw new Error('No rooms');
    const page = await signedInPage(customer, { viewport: 'phone' });
    let posted = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/reservations')) posted++;
    });
    await page.goto(`/booking/${room.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Book Your Stay' }));

    const checkin = addDays(resortToday(), 20);
    await page.getByLabel('Check-in', { exact: true }).fill(checkin);
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(checkin, 31));
    await page.getByRole('button', { name: 'Check availability', exact: true }).click();
    const form = page.getByRole('form', { name: 'Book Your Stay' });
    await expectVisible(form.getByRole('alert').filter({ hasText: 'Stays can be at most 30 nights' }));
    expect(await page.getByLabel('Check-out', { exact: true }).getAttribute('max')).toBe(
      addDays(checkin, 30),
    );

    const far = addDays(resortToday(), 366);
    await page.getByLabel('Check-in', { exact: true }).fill(far);
    await page.getByLabel('Check-out', { exact: true }).fill(addDays(far, 2));
    await page.getByRole('button', { name: 'Check availability', exact: true }).click();
    await expectVisible(form.getByRole('alert').filter({ hasText: 'Bookings open up to 365 days ahead' }));
    expect(await page.getByLabel('Transaction ID / Reference Number').count()).toBe(0);
    expect(await page.getByLabel('Check-in', { exact: true }).getAttribute('max')).toBe(
      addDays(resortToday(), 365),
    );
    await expectNoSeriousA11yViolations(page);
    expect(posted).toBe(0);
    expectNoPageErrors(page);
  });
});
