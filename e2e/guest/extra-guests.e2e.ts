// A family of six books a room good for four, on a 390 px phone in Filipino: the booking summary shows
// the extra children's charge line by line and the total the server then stores; the receipt lists the
// same line. The figures come from the domain's quoteStay with the room's charges as the API gives them.
import type { RoomDto } from '@domain/api-types';
import { formatCentavos } from '@domain/money';
import { quoteStay } from '@domain/pricing';
import { signUp } from '../support/accounts';
import { listRooms } from '../support/api';
import { expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { bookInFilipino, payByGcash } from './book-steps';
import { myReservations, randomStay, signedInPage } from './support';

const ADULTS = 4;
const KIDS = 2;

/** A room that charges extra children and takes the party, and a stay it is free for. */
const familyRoomAndStay = async (): Promise<{
  room: RoomDto;
  stay: { checkin: string; checkout: string };
}> => {
  for (let tries = 0; tries < 20; tries++) {
    const stay = randomStay({ fromDay: 60, spread: 200, nights: 2 });
    const rooms = await listRooms(`checkin=${stay.checkin}&checkout=${stay.checkout}`);
    const room = rooms.find(
      (r) =>
        Number(r.extraChildCharge) > 0 &&
        r.baseOccupancy === ADULTS &&
        r.maxAdults >= ADULTS &&
        r.maxKids >= KIDS &&
        r.maxOccupancy >= ADULTS + KIDS,
    );
    if (room) return { room, stay };
  }
  throw new Error('No demo room good for 4 with a charge per extra child is free');
};

const peso = formatCentavos;

describe('extra guests', () => {
  test('a family of six books a room good for four on a phone in Filipino: the extra children are priced, stored and on the receipt', async () => {
    const { room, stay } = await familyRoomAndStay();
    const quote = quoteStay({
      basePrice: room.basePrice,
      rates: room.rates,
      checkin: stay.checkin,
      checkout: stay.checkout,
      party: { adults: ADULTS, kids: KIDS },
      charges: room,
    });
    const extraCentavos = quote.extraGuests.totalCentavos;
    expect(extraCentavos).toBe(KIDS * 2 * Math.round(Number(room.extraChildCharge) * 100));

    const customer = await signUp({ firstName: 'Rosario', lastName: 'Dela Cruz', language: 'fil' });
    const page = await signedInPage(customer, { viewport: 'phone' });
    await page.goto(`/fil/booking/${room.id}?checkin=${stay.checkin}&checkout=${stay.checkout}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'I-book ang Iyong Stay' }));
    await expectVisible(page.getByRole('heading', { name: '2 gabi' }));
    await page.getByLabel('Matanda', { exact: true }).selectOption(String(ADULTS));
    await page.getByLabel('Bata', { exact: true }).selectOption(String(KIDS));

    const extraLine = page.getByText('Dagdag na bata', { exact: true });
    await expectVisible(extraLine);
    await expectVisible(
      page.getByText(`${KIDS} × 2 gabi × ${peso(Math.round(Number(room.extraChildCharge) * 100))}`),
    );
    await expectVisible(page.getByText(peso(extraCentavos), { exact: true }).first());
    await expectVisible(page.getByText(peso(quote.totalCentavos), { exact: true }).first());
    // four adults fill the base: no extra adults
    expect(await page.getByText('Dagdag na matanda', { exact: true }).count()).toBe(0);

    await payByGcash(page);
    await checkedShot(page, 'extra-guests-booking-fil');
    await bookInFilipino(page);

    // the server priced the party itself and kept the extra guests' share
    const [saved] = await myReservations(customer);
    expect(saved).toMatchObject({
      roomId: room.id,
      adults: ADULTS,
      kids: KIDS,
      totalAmount: (quote.totalCentavos / 100).toFixed(2),
      extraGuestAmount: (extraCentavos / 100).toFixed(2),
    });

    const card = page.getByTestId('booking-card').first();
    await card.getByRole('link', { name: /^Tingnan ang resibo/ }).click();
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Resibo' }));
    // a bill shows its centavos
    const receiptLine = page.getByRole('row').filter({ hasText: 'Dagdag na bata' });
    await expectVisible(receiptLine.getByText(peso(extraCentavos, { cents: true }), { exact: true }));
    await expectVisible(page.getByText(peso(quote.totalCentavos, { cents: true }), { exact: true }));
    await checkedShot(page, 'extra-guests-receipt-fil');
  });
});
