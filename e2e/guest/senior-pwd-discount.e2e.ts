// The senior citizen and PWD discount (RA 9994, RA 10754; docs/pricing.md), spec sections 2
// (Booking, Receptionist Dashboard) and 5: a guest says one of two guests is a senior citizen and sees
// the regular price, the VAT exemption, the 20% discount and the new total before booking; the server
// charges exactly that. At the desk the receptionist records an OSCA ID, removes the discount of a guest
// with no ID and of an ID that cannot be verified, and the total goes up each time. Axe on each screen.
import type { ReservationDto } from '@domain/api-types';
import { MSG } from '@domain/messages';
import { formatCentavos, toCentavos } from '@domain/money';
import { discountStay, quoteStay } from '@domain/pricing';
import type { Page } from '@playwright/test';
import {
  bookThroughApi,
  createDeskClerk,
  expectToast,
  openBookingOnDesk,
  priciestFreeRoom,
  staffReservations,
  stayFrom,
  textOf,
  uniqueLastName,
} from '../front-desk/support';
import { signUp } from '../support/accounts';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectFormError, expectVisible, settle, toast } from '../support/browser';
import { checkedShot, shot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { payByGcash } from './book-steps';
import { myReservations, signedInPage, stayInFreeRoom } from './support';

const cents = (centavos: number) => formatCentavos(centavos, { cents: true });

const summaryText = async (page: Page, testId: string) => textOf(page.getByTestId(testId));

describe('senior citizen and PWD discount', () => {
  test('a guest books for two with one senior citizen and sees every line of the discount first', async () => {
    const customer = await signUp({ firstName: 'Lourdes', lastName: uniqueLastName('Senior') });
    const { stay, room } = await stayInFreeRoom({ fromDay: 100, spread: 60, nights: 2 });
    if (room.maxAdults < 2) throw new Error(`${room.name} does not take 2 adults`);
    const page = await signedInPage(customer);
    await page.goto(`/booking/${room.id}`);
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Book Your Stay' }));

    await page.getByLabel('Check-in', { exact: true }).fill(stay.checkin);
    await page.getByLabel('Check-out', { exact: true }).fill(stay.checkout);
    await page.getByLabel('Adults').selectOption('2');
    const eligible = page.getByLabel('Senior citizens or PWDs');
    expect(await eligible.inputValue()).toBe('0');
    // no discount lines until a guest claims it; the VAT included is always shown
    await expectVisible(page.getByText('VAT included (12%)'));
    expect(await page.getByTestId('summary-discount').count()).toBe(0);
    await eligible.selectOption('1');

    const quote = quoteStay({
      basePrice: room.basePrice,
      rates: room.rates,
      ...stay,
      guests: 2,
      eligibleGuests: 1,
    });
    await expect.poll(() => summaryText(page, 'summary-total')).toBe(formatCentavos(quote.totalCentavos));
    expect(await summaryText(page, 'summary-regular')).toBe(cents(quote.bill.regularCentavos));
    expect(await summaryText(page, 'summary-vat-exempt')).toBe(`−${cents(quote.bill.vatExemptCentavos)}`);
    expect(await summaryText(page, 'summary-discount')).toBe(`−${cents(quote.bill.discountCentavos)}`);
    expect(await summaryText(page, 'summary-down-payment')).toBe(formatCentavos(quote.downPaymentCentavos));
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    await page.getByTestId('summary-total').scrollIntoViewIfNeeded();
    await shot(page, 'booking-senior');

    await payByGcash(page);
    await page.getByRole('button', { name: 'Book Now', exact: true }).click();
    await expectVisible(toast(page).getByText(MSG.bookingCreated, { exact: true }));

    const [saved] = await myReservations(customer);
    expect(saved).toMatchObject({
      discountGuests: 1,
      totalAmount: (quote.totalCentavos / 100).toFixed(2),
      discountAmount: (quote.bill.discountCentavos / 100).toFixed(2),
      vatExemptAmount: (quote.bill.vatExemptCentavos / 100).toFixed(2),
      downPaymentAmount: (quote.downPaymentCentavos / 100).toFixed(2),
    });
  });

  test('the desk records an OSCA ID, then removes the discounts it cannot verify, and the total follows', async () => {
    const clerk = await createDeskClerk({ firstName: 'Teresa' });
    const stay = stayFrom(40 + Math.floor(Math.random() * 60), 2);
    const room = await priciestFreeRoom(stay);
    const guest = await signUp({ firstName: 'Lola', lastName: uniqueLastName('Basa') });
    const booking = await bookThroughApi(guest, { roomId: room.id, ...stay, adults: 2, discountGuests: 2 });
    const regular = toCentavos(booking.regularAmount);
    const priced = (eligibleGuests: number) =>
      discountStay({ regularCentavos: regular, guests: 2, eligibleGuests });
    expect(toCentavos(booking.totalAmount)).toBe(priced(2).totalCentavos);

    const { page, card } = await openBookingOnDesk(clerk, booking.referenceCode);
    const panel = card.getByRole('region', { name: 'Senior citizen / PWD discount' });
    await expectVisible(panel);
    expect(await textOf(panel.getByTestId('ids-recorded'))).toBe('0 of 2 IDs recorded');
    await checkedShot(page, 'desk-senior-panel', card);

    await panel.getByRole('button', { name: 'Record ID' }).click();
    const dialog = page.getByTestId('discount-id-dialog');
    await expectVisible(dialog);
    // the form says what is missing
    await dialog.getByRole('button', { name: 'Record ID' }).click();
    await expectFormError(dialog.getByText('Enter the ID number'));
    await dialog.getByLabel('ID number').fill('OSCA-0456-2231');
    await dialog.getByLabel('Name on the ID').fill('Lola Basa');
    await checkedShot(page, 'desk-record-id');
    await dialog.getByRole('button', { name: 'Record ID' }).click();
    await expectToast(page, 'ID Recorded', 'OSCA ID of Lola Basa recorded');
    await expect.poll(() => textOf(panel.getByTestId('ids-recorded'))).toBe('1 of 2 IDs recorded');

    // the second guest showed no ID: one discount goes, the total goes up
    await panel.getByRole('button', { name: 'Remove a discount (no ID)' }).click();
    const remove = page.getByTestId('remove-discount-dialog');
    await remove.getByLabel('Reason').fill('Showed no senior citizen or PWD ID');
    await checkedShot(page, 'desk-remove-discount');
    await remove.getByRole('button', { name: 'Remove Discount' }).click();
    await expectToast(page, 'Discount Removed', `the total is now ${cents(priced(1).totalCentavos)}`);
    await expect.poll(() => textOf(card.getByTestId('total'))).toBe(cents(priced(1).totalCentavos));
    expect(await textOf(panel.getByTestId('ids-recorded'))).toBe('1 of 1 ID recorded');

    // the recorded ID turns out not to be valid either
    await panel.getByRole('button', { name: 'Remove discount of Lola Basa' }).click();
    await remove.getByLabel('Reason').fill('The OSCA ID belongs to someone else');
    await remove.getByRole('button', { name: 'Remove Discount' }).click();
    await expectToast(page, 'Discount Removed', `the total is now ${cents(regular)}`);
    await expect.poll(() => textOf(card.getByTestId('total'))).toBe(cents(regular));
    await expectVisible(panel.getByText('Discount removed: The OSCA ID belongs to someone else'));
    await settle(page);
    await expectNoSeriousA11yViolations(page);

    const after = (await staffReservations(clerk.cookie)).find((r: ReservationDto) => r.id === booking.id);
    expect(after?.discountGuests).toBe(0);
    expect(after?.history?.filter((e) => e.action === 'discount_removed').map((e) => e.note)).toEqual([
      `Senior/PWD discount removed for a guest without a recorded ID: total ${cents(priced(2).totalCentavos)} to ${cents(priced(1).totalCentavos)}. Showed no senior citizen or PWD ID`,
      `Senior/PWD discount removed for Lola Basa: total ${cents(priced(1).totalCentavos)} to ${cents(regular)}. The OSCA ID belongs to someone else`,
    ]);
  });
});
