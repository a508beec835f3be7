// Extras (add-ons, ADR 0066) on a 390 px phone. A family books two rooms for the same dates as a group,
// with breakfast for everyone and an airport transfer: the group page shows each room's lines and a total
// with them, the server stores the lines on the rooms, and from the dashboard the family adds an extra to
// one room and removes it again. Then a guest in Filipino books one room with breakfast and a transfer
// from the booking page. The extras are offered through the admin's API (the demo seed has none); the
// figures come from the domain's quoteStay and priceAddOn with the rooms' rates as the API gives them.
import { priceAddOn } from '@domain/add-ons';
import type { ReservationAddOnDto } from '@domain/api/add-ons';
import type { RoomDto } from '@domain/api-types';
import { formatCentavos, toCentavos } from '@domain/money';
import { quoteStay } from '@domain/pricing';
import type { Locator } from '@playwright/test';
import { signUp } from '../support/accounts';
import { offerResortAddOns } from '../support/add-ons';
import { call, listRooms } from '../support/api';
import { expectNoPageErrors, expectVisible, toast, VIEWPORTS } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { bookInFilipino, payByGcash } from './book-steps';
import { type Customer, myReservations, randomStay, signedInPage } from './support';

const ADULTS = 2;
const NIGHTS = 2;
const peso = (centavos: number) => formatCentavos(centavos, { cents: true });

/** Two rooms for two adults each, free for the same random stay. */
const twoFreeRooms = async () => {
  for (let tries = 0; tries < 20; tries++) {
    const stay = randomStay({ fromDay: 60, spread: 250, nights: NIGHTS });
    const rooms = (await listRooms(`checkin=${stay.checkin}&checkout=${stay.checkout}`)).filter(
      (room) => room.status === 'available' && room.maxAdults >= ADULTS && room.maxOccupancy >= ADULTS,
    );
    if (rooms.length >= 2) return { stay, rooms: [rooms[0], rooms[1]] as [RoomDto, RoomDto] };
  }
  throw new Error('No two rooms for two adults are free for the same dates');
};

const stayPrice = (room: RoomDto, stay: { checkin: string; checkout: string }) =>
  quoteStay({
    basePrice: room.basePrice,
    rates: room.rates,
    checkin: stay.checkin,
    checkout: stay.checkout,
    party: { adults: ADULTS, kids: 0 },
    charges: room,
  }).totalCentavos;

const linesOf = (customer: Customer, reservationId: string) =>
  call<ReservationAddOnDto[]>('GET', `/api/reservations/${reservationId}/add-ons`, customer.cookie);

/** Adds an extra on the picker inside `scope`; a trip gets `day`. */
const addExtra = async (scope: Locator, name: string, day?: string) => {
  await scope.getByRole('button', { name: `Add ${name}`, exact: true }).click();
  if (day) await scope.getByRole('combobox', { name: `Day of ${name}` }).selectOption(day);
};

describe('extras', () => {
  test('a family books two rooms as a group with breakfast and a transfer, then adds and removes an extra from the dashboard', async () => {
    const offered = await offerResortAddOns();
    const breakfast = offered['Breakfast buffet'];
    const transfer = offered['Airport transfer'];
    const bonfire = offered['Bonfire on the beach'];
    const { stay, rooms } = await twoFreeRooms();
    const [first, second] = rooms;
    const breakfastCentavos = priceAddOn(
      { unit: 'person_night', priceCentavos: toCentavos(breakfast.price) },
      { quantity: ADULTS, nights: NIGHTS, persons: ADULTS },
    );
    const transferCentavos = toCentavos(transfer.price);
    const firstTotal = stayPrice(first, stay) + breakfastCentavos + transferCentavos;
    const secondTotal = stayPrice(second, stay) + breakfastCentavos;

    const customer = await signUp({ firstName: 'Marites', lastName: 'Villanueva' });
    const page = await signedInPage(customer, { viewport: 'phone' });
    await page.goto('/');
    // the group cart as "Add to group" on the search results keeps it
    await page.evaluate(
      ({ stay, rooms, adults }) =>
        sessionStorage.setItem(
          'resort.group-cart',
          JSON.stringify({
            ...stay,
            rooms: rooms.map((room) => ({
              roomId: room.id,
              name: room.name,
              basePrice: room.basePrice,
              adults,
              kids: 0,
            })),
          }),
        ),
      { stay, rooms, adults: ADULTS },
    );
    await page.goto('/booking/group');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Book rooms together' }));

    const roomLine = (room: RoomDto) => page.getByRole('listitem').filter({ hasText: room.name }).first();
    for (const room of rooms) {
      const line = roomLine(room);
      await line.getByText('Extras for this room').click();
      await addExtra(line, 'Breakfast buffet');
      // per person: the room's party at once
      await expect(line.getByRole('spinbutton', { name: 'Persons for Breakfast buffet' })).toHaveValue(
        String(ADULTS),
      );
    }
    await addExtra(roomLine(first), 'Airport transfer', stay.checkin);
    await expectVisible(roomLine(first).getByTestId('room-total').getByText(peso(firstTotal)));
    await expectVisible(roomLine(second).getByTestId('room-total').getByText(peso(secondTotal)));

    const summary = page.getByRole('complementary', { name: 'Group summary' });
    await expect(summary.getByTestId('summary-extras')).toHaveCount(2);
    await expectVisible(summary.getByText('Airport transfer'));
    await expectVisible(summary.getByText(peso(firstTotal + secondTotal), { exact: true }));

    await payByGcash(page);
    await checkedShot(page, 'add-ons-group-page');
    await page.setViewportSize(VIEWPORTS.phone);
    await page.getByRole('button', { name: 'Book 2 rooms' }).click();
    await expectVisible(page.getByRole('heading', { name: 'Your rooms are booked together' }));

    // the server priced the lines itself and keeps them on each room
    const booked = (await myReservations(customer)).filter((r) => r.group);
    expect(booked).toHaveLength(2);
    const byRoom = (room: RoomDto) => {
      const found = booked.find((r) => r.roomId === room.id);
      if (!found) throw new Error(`${room.name} is not in the group`);
      return found;
    };
    const firstBooking = byRoom(first);
    const secondBooking = byRoom(second);
    expect(firstBooking.totalAmount).toBe((firstTotal / 100).toFixed(2));
    expect(firstBooking.addOnAmount).toBe(((breakfastCentavos + transferCentavos) / 100).toFixed(2));
    expect(secondBooking.addOnAmount).toBe((breakfastCentavos / 100).toFixed(2));
    const firstLines = await linesOf(customer, firstBooking.id);
    expect(firstLines.map((l) => [l.nameEn, l.quantity, l.day]).sort()).toEqual([
      ['Airport transfer', 1, stay.checkin],
      ['Breakfast buffet', ADULTS, stay.checkin],
    ]);
    expect((await linesOf(customer, secondBooking.id)).map((l) => [l.nameEn, l.quantity])).toEqual([
      ['Breakfast buffet', ADULTS],
    ]);

    // the dashboard: the second room's extras, one added and removed again
    await page.goto('/dashboard');
    // the group's card lists its rooms, each with its extras
    const card = page
      .getByTestId('group-card')
      .getByTestId('group-room')
      .filter({ hasText: secondBooking.referenceCode });
    const extras = card.getByTestId('booking-extras');
    await expectVisible(extras.getByText('Breakfast buffet'));
    await extras.getByRole('button', { name: 'Add extras' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add extras' });
    await addExtra(dialog, 'Bonfire on the beach');
    await expectVisible(dialog.getByTestId('extras-dialog-total').getByText(peso(toCentavos(bonfire.price))));
    await checkedShot(page, 'add-ons-dashboard-dialog');
    await page.setViewportSize(VIEWPORTS.phone);
    await dialog.getByRole('button', { name: 'Add to booking' }).click();
    await expectVisible(toast(page).getByText('Extras added to your booking'));
    await expectVisible(extras.getByText('Bonfire on the beach'));
    const withBonfire = secondTotal + toCentavos(bonfire.price);
    await expectVisible(card.getByText(peso(withBonfire)).first());
    await expect
      .poll(async () => (await myReservations(customer)).find((r) => r.id === secondBooking.id)?.totalAmount)
      .toBe((withBonfire / 100).toFixed(2));
    await checkedShot(page, 'add-ons-dashboard');
    await page.setViewportSize(VIEWPORTS.phone);

    page.once('dialog', (confirm) => void confirm.accept());
    await extras.getByRole('button', { name: 'Remove Bonfire on the beach' }).click();
    await expectVisible(toast(page).getByText('Extra removed from your booking'));
    await expect(extras.getByText('Bonfire on the beach')).toHaveCount(0);
    await expectVisible(card.getByText(peso(secondTotal)).first());
    const after = await linesOf(customer, secondBooking.id);
    expect(after.find((l) => l.nameEn === 'Bonfire on the beach')?.removedAt).toBeTruthy();
    expect((await myReservations(customer)).find((r) => r.id === secondBooking.id)?.totalAmount).toBe(
      (secondTotal / 100).toFixed(2),
    );
    expectNoPageErrors(page);
  });

  test('a guest in Filipino books one room with breakfast and a transfer from the booking page', async () => {
    const offered = await offerResortAddOns();
    const breakfast = offered['Breakfast buffet'];
    const transfer = offered['Airport transfer'];
    const { stay, rooms } = await twoFreeRooms();
    const [room] = rooms;
    const extrasCentavos =
      priceAddOn(
        { unit: 'person_night', priceCentavos: toCentavos(breakfast.price) },
        { quantity: ADULTS, nights: NIGHTS, persons: ADULTS },
      ) + toCentavos(transfer.price);
    const total = stayPrice(room, stay) + extrasCentavos;

    const customer = await signUp({ firstName: 'Ligaya', lastName: 'Santos', language: 'fil' });
    const page = await signedInPage(customer, { viewport: 'phone' });
    await page.goto(
      `/fil/booking/${room.id}?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=${ADULTS}`,
    );
    await expectVisible(page.getByRole('heading', { level: 1, name: 'I-book ang Iyong Stay' }));
    await page.getByLabel('Matanda', { exact: true }).selectOption(String(ADULTS));
    const section = page.getByRole('region', { name: 'Mga dagdag' });
    await expectVisible(section.getByText('₱450.00 bawat tao bawat gabi'));
    await section.getByRole('button', { name: 'Idagdag ang Almusal na buffet' }).click();
    await section.getByRole('button', { name: 'Idagdag ang Sundo at hatid sa airport' }).click();
    await expectVisible(section.getByText('Piliin ang araw ng biyahe'));
    await section
      .getByRole('combobox', { name: 'Araw ng Sundo at hatid sa airport' })
      .selectOption(stay.checkout);

    const summary = page.getByTestId('summary-extras');
    await expectVisible(summary.getByText('Almusal na buffet'));
    await expectVisible(summary.getByText('Sundo at hatid sa airport'));
    await expectVisible(page.getByTestId('summary-total').getByText(formatCentavos(total)));

    await payByGcash(page);
    await checkedShot(page, 'add-ons-booking-fil');
    await page.setViewportSize(VIEWPORTS.phone);
    await bookInFilipino(page);
    const [saved] = await myReservations(customer);
    expect(saved).toMatchObject({
      roomId: room.id,
      totalAmount: (total / 100).toFixed(2),
      addOnAmount: (extrasCentavos / 100).toFixed(2),
    });
    const card = page.getByTestId('booking-card').first();
    await expectVisible(card.getByTestId('booking-extras').getByText('Almusal na buffet'));
    await checkedShot(page, 'add-ons-dashboard-fil');
    expectNoPageErrors(page);
  });
});
