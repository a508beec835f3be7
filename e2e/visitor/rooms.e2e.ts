// Spec section 2: Rooms (/rooms) with its filters and empty state, Room detail (/rooms/{id}) and
// 'Room Not Found'.

import { addDays, todayIn } from '@domain/dates';
import { listRooms } from '../support/api';
import {
  allowConsoleErrors,
  expectHydrated,
  expectPath,
  expectRoomsSearch,
  expectVisible,
  holdScripts,
  linkOrButton,
  newPage,
  viewDetails,
} from '../support/browser';
import { selectOptionMatching } from '../support/forms';
import { describe, expect, test } from '../support/test';

/** '₱3,200' for 3200.00 (with or without centavos on screen). */
const pesoPrefix = (basePrice: string) => `₱${Math.trunc(Number(basePrice)).toLocaleString('en-US')}`;

describe('rooms list', () => {
  test('lists every room; a max price of 5,000 shows only the cheaper ones', async () => {
    const rooms = await listRooms();
    const cheaper = await listRooms('maxPrice=5000');
    expect(cheaper.length).toBeGreaterThan(0);
    expect(cheaper.length).toBeLessThan(rooms.length);

    const page = await newPage();
    const response = await page.goto('/rooms');
    expect(response?.status()).toBe(200);
    await expect.poll(() => viewDetails(page).count()).toBe(rooms.length);
    for (const room of rooms) await expectVisible(page.getByText(room.name, { exact: true }));

    await selectOptionMatching(page.getByLabel(/max(imum)? price/i).first(), /under\s*₱?\s*5,000/i);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expect.poll(() => viewDetails(page).count()).toBe(cheaper.length);
    for (const room of cheaper) await expectVisible(page.getByText(room.name, { exact: true }));
    const expensive = rooms.find((room) => Number(room.basePrice) >= 5000)!;
    expect(await page.getByText(expensive.name, { exact: true }).count()).toBe(0);
  });

  test('on a slow phone, filters entered before the script ran are kept and applied', async () => {
    const checkin = addDays(todayIn('Asia/Manila'), 60);
    const checkout = addDays(checkin, 3);
    const page = await newPage({ viewport: 'phone' });
    const release = await holdScripts(page);
    await page.goto('/rooms', { waitUntil: 'commit' });
    const checkInField = page.getByLabel(/check-?\s?in/i).first();
    await checkInField.fill(checkin);
    await page
      .getByLabel(/check-?\s?out/i)
      .first()
      .fill(checkout);
    await page.getByLabel('Adults').fill('2');
    await selectOptionMatching(page.getByLabel(/max(imum)? price/i).first(), /under\s*₱?\s*10,000/i);
    release();
    await expectHydrated(checkInField);
    expect(await checkInField.inputValue()).toBe(checkin);
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    await expectRoomsSearch(page, { checkin, checkout, adults: '2', maxPrice: '10000' });
  });

  test("an impossible search says 'No rooms found'", async () => {
    const page = await newPage({ viewport: 'phone' });
    await page.goto('/rooms?adults=20');
    await expectVisible(page.getByText('No rooms found', { exact: true }));
    await expectVisible(page.getByText('Try adjusting your search criteria', { exact: true }));
    expect(await viewDetails(page).count()).toBe(0);
  });
});

describe('room detail', () => {
  test('View Details opens the room with its price, description, rates and a Book Now button', async () => {
    const [room] = await listRooms();
    const page = await newPage();
    await page.goto('/rooms');
    await viewDetails(page).first().click();
    await expectPath(page, `/rooms/${room!.id}`);

    await expectVisible(page.getByRole('heading', { level: 1, name: room!.name }));
    await expectVisible(page.getByText(pesoPrefix(room!.basePrice)));
    await expectVisible(page.getByRole('heading', { name: 'About This Room' }));
    await expectVisible(page.getByRole('heading', { name: 'Seasonal Rates' }));
    await expectVisible(page.getByRole('heading', { name: 'Book This Room' }));
    for (const amenity of room!.amenities.slice(0, 3)) await expectVisible(page.getByText(amenity));

    const bookNow = linkOrButton(page, 'Book Now');
    expect(await bookNow.isEnabled()).toBe(true);
    await bookNow.click();
    await expectPath(page, `/booking/${room!.id}`);
  });

  for (const id of ['6f1c1d2e-0000-4000-8000-000000000000', 'no-such-room']) {
    test(`'Room Not Found' for /rooms/${id}, with a way back to the rooms`, async () => {
      const page = await newPage();
      // the server answers the page itself with 404 (no search engine lists it): expected here
      allowConsoleErrors(page, /status of 40[04]/);
      const response = await page.goto(`/rooms/${id}`);
      expect(response?.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { name: 'Room Not Found' }));
      await expectVisible(page.getByText("The room you're looking for doesn't exist."));
      await linkOrButton(page, 'Back to Rooms').click();
      await expectPath(page, '/rooms');
    });
  }
});
