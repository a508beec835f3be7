// The admin's extras (ADR 0066): on the dashboard's Add-ons tab the admin creates an extra in both
// languages with a daily limit (the form first shows the domain's messages), edits its price and lifts
// the limit, and, once a guest has booked it, is refused its delete (409: the server's message) and
// stops offering it instead, then offers it again with the switch. The public GET /api/add-ons follows
// each step. axe on every screen. The extra is left unoffered at the end, for the other journeys.
import { randomBytes } from 'node:crypto';
import type { AddOnDto, AdminAddOnDto } from '@domain/api/add-ons';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { priciestFreeRoom, stayFrom } from '../front-desk/support';
import { signUp, uniqueEmail } from '../support/accounts';
import { offerResortAddOns } from '../support/add-ons';
import { adminSession, bookThroughApi, call, getJson } from '../support/api';
import {
  allowConsoleErrors,
  expectFormError,
  expectNoPageErrors,
  expectVisible,
  pageWithSession,
  toast,
} from '../support/browser';
import { checkedShot } from '../support/shots';
import { afterAll, describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';

// letters only: unique to this run, never read as a reservation code
const marker = Array.from(randomBytes(6), (byte) => 'abcdefghjkmnpqrstuvwxyz'[byte % 23]).join('');
const nameEn = `Sunset kayak ${marker}`;
const nameFil = `Kayak sa paglubog ng araw ${marker}`;

const publicAddOn = async () => (await getJson<AddOnDto[]>('/api/add-ons')).find((a) => a.nameEn === nameEn);

afterAll(async () => {
  const admin = await adminSession();
  const all = await call<AdminAddOnDto[]>('GET', '/api/admin/add-ons', admin);
  for (const addOn of all.filter((a) => a.nameEn === nameEn && a.active))
    await call('PUT', `/api/admin/add-ons/${addOn.id}`, admin, {
      nameEn: addOn.nameEn,
      nameFil: addOn.nameFil,
      unit: addOn.unit,
      price: addOn.price,
      active: false,
    });
});

const openAddOnsTab = async () => {
  const page = await pageWithSession(await adminSession(), { owner: 'the admin' });
  await page.goto('/admin-dashboard?tab=add-ons');
  await expectVisible(page.getByRole('heading', { level: 2, name: 'Add-ons' }), SLOW_WAIT_MS);
  await expect(page.getByRole('tab', { name: 'Add-ons' })).toHaveAttribute('aria-selected', 'true');
  return page;
};

const panel = (page: Page) => page.locator('section[aria-labelledby="admin-add-ons"]');

const row = (page: Page) => page.getByTestId('admin-add-on').filter({ hasText: nameEn });

const closeToast = async (page: Page, title: string) => {
  const shown = toast(page).filter({ hasText: title });
  await expectVisible(shown, SLOW_WAIT_MS);
  await shown.getByRole('button', { name: 'Close' }).click();
  await shown.waitFor({ state: 'hidden' });
};

describe("the admin's extras", () => {
  test('the admin creates an extra with a daily limit; the site offers it', async () => {
    await offerResortAddOns(); // the resort's own, beside which the new one is listed
    const page = await openAddOnsTab();
    await page.getByRole('button', { name: 'Add extra' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add an extra' });
    await expectVisible(dialog);

    // empty: the domain's messages on the fields
    await dialog.getByRole('button', { name: 'Create extra' }).click();
    await expectFormError(dialog.getByText('Name is required'));
    await expectFormError(dialog.getByText('Choose how the extra is priced'));
    await expectFormError(dialog.getByText('Please enter a valid price'));

    await dialog.getByLabel('Name (English)').fill(nameEn);
    await dialog.getByLabel('Description (English)').fill('Two hours on a sit-on-top kayak at golden hour.');
    await dialog.getByLabel('Name (Filipino)').fill(nameFil);
    await dialog.getByLabel('Description (Filipino)').fill('Dalawang oras sa kayak bago lumubog ang araw.');
    await dialog.getByLabel('Priced').selectOption({ label: 'per trip' });
    await dialog.getByLabel('Price (₱)').fill('950');
    await dialog.getByLabel('Daily limit').fill('0');
    await dialog.getByRole('button', { name: 'Create extra' }).click();
    await expectFormError(dialog.getByText(/The daily limit is a whole number from 1 to 1000/));
    await dialog.getByLabel('Daily limit').fill('8');
    // the photo goes up at once (the rooms' signed-URL upload) and shows as the preview
    const photo = await sharp({
      create: { width: 640, height: 400, channels: 3, background: '#2a8c8c' },
    })
      .png()
      .toBuffer();
    await dialog
      .getByLabel('Upload photo')
      .setInputFiles({ name: 'kayak.png', mimeType: 'image/png', buffer: photo });
    await expectVisible(dialog.getByRole('img', { name: `Photo of ${nameEn}` }), SLOW_WAIT_MS);
    await expectVisible(dialog.getByRole('button', { name: 'Replace photo' }));
    await checkedShot(page, 'admin-add-on-form');
    await dialog.getByRole('button', { name: 'Create extra' }).click();
    await closeToast(page, 'Extra created');
    await dialog.waitFor({ state: 'detached' });

    await expectVisible(row(page).getByText('₱950 per trip'));
    await expectVisible(row(page).getByText('Up to 8 a day'));
    await expect(row(page).getByRole('switch', { name: `Offer ${nameEn}` })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await checkedShot(page, 'admin-add-ons-list', panel(page));
    expect(await publicAddOn()).toMatchObject({
      nameFil,
      unit: 'trip',
      price: '950.00',
      dailyLimit: 8,
      imagePath: expect.stringMatching(/^\/uploads\//),
    });
    expectNoPageErrors(page);
  });

  test('the admin edits its price and lifts the daily limit', async () => {
    const page = await openAddOnsTab();
    await row(page)
      .getByRole('button', { name: `Edit ${nameEn}` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Edit ${nameEn}` });
    await expectVisible(dialog);
    expect(await dialog.getByLabel('Name (Filipino)').inputValue()).toBe(nameFil);
    expect(await dialog.getByLabel('Daily limit').inputValue()).toBe('8');
    await dialog.getByLabel('Price (₱)').fill('1,100.50');
    await dialog.getByLabel('Daily limit').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await closeToast(page, 'Extra updated');
    await expectVisible(row(page).getByText('₱1,100.50 per trip'));
    await expectVisible(row(page).getByText('No daily limit'));
    expect(await publicAddOn()).toMatchObject({ price: '1100.50', dailyLimit: null });
    expectNoPageErrors(page);
  });

  test('booked, it cannot be deleted: the admin stops offering it, then offers it again', async () => {
    // a guest books it with a stay: the extra is now on a booking
    const admin = await adminSession();
    const addOn = (await call<AdminAddOnDto[]>('GET', '/api/admin/add-ons', admin)).find(
      (a) => a.nameEn === nameEn,
    );
    if (!addOn) throw new Error('The extra was not created');
    const guest = await signUp({
      firstName: 'Perla',
      lastName: `Kayak${marker}`,
      email: uniqueEmail('kayak'),
    });
    const stay = stayFrom(120 + ((randomBytes(1)[0] ?? 0) % 40), 1);
    const booking = await bookThroughApi(guest, { roomId: (await priciestFreeRoom(stay)).id, ...stay });
    await call('POST', `/api/reservations/${booking.id}/add-ons`, guest.cookie, {
      addOns: [{ addOnId: addOn.id, quantity: 1, day: stay.checkin }],
    });

    const page = await openAddOnsTab();
    allowConsoleErrors(page, /status of 409/); // DELETE answers 409: the extra is on a booking
    await expectVisible(row(page).getByText('On bookings'));
    await row(page)
      .getByRole('button', { name: `Delete ${nameEn}` })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this extra?' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Delete extra' }).click();
    const refused = page.getByRole('alertdialog', { name: 'Stop offering this extra?' });
    await expectVisible(
      refused.getByText('This add-on is on bookings already: deactivate it instead of deleting it'),
    );
    await checkedShot(page, 'admin-add-on-delete-refused');
    await refused.getByRole('button', { name: 'Stop offering' }).click();
    await closeToast(page, 'Extra no longer offered');
    const toggle = row(page).getByRole('switch', { name: `Offer ${nameEn}` });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expectVisible(row(page).getByText('Not offered'));
    expect(await publicAddOn()).toBeUndefined();

    // the switch offers it again, and the booked line is still there
    await toggle.click();
    await closeToast(page, 'Extra offered');
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(await publicAddOn()).toMatchObject({ price: '1100.50' });
    await checkedShot(page, 'admin-add-ons-offered-again', panel(page));
    expectNoPageErrors(page);
  });
});
