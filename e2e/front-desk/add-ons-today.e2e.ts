// Extras at the front desk (ADR 0066): a checked-in stay gets an island-hopping trip today from its card's
// Add extra (a party larger than the day's limit is refused with the server's message first); the trip
// shows in Today's Activity's Due today and the card's total and balance grow by its price. Paid in full,
// the desk removes it: the total falls back and the server owes the guest its price back. axe on each
// screen. The resort's extras come from offerResortAddOns (the demo seed sells none).
import { addOnFullMessage } from '@domain/add-ons';
import type { DueAddOnDto } from '@domain/api/add-ons';
import { toCentavos } from '@domain/money';
import { signUp } from '../support/accounts';
import { offerResortAddOns } from '../support/add-ons';
import { DESK_MOVE_BODY } from '../support/api';
import { allowConsoleErrors, expectNoPageErrors, expectVisible } from '../support/browser';
import { selectOptionMatching } from '../support/forms';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { peso } from './ledger-desk';
import {
  bookThroughApi,
  call,
  createDeskClerk,
  expectToast,
  openBookingOnDesk,
  openDesk,
  priciestFreeRoom,
  resortToday,
  search,
  staffReservations,
  stayFrom,
  textOf,
  uniqueGuest,
} from './support';

describe('extras at the front desk', () => {
  test("the desk adds today's island hopping to a checked-in stay, sees it due today, and removes it", async () => {
    const { 'Island hopping': hopping } = await offerResortAddOns();
    const clerk = await createDeskClerk({ firstName: 'Luzviminda' });
    const guest = await signUp(uniqueGuest('Jocelyn', 'Islands', 'islands'));
    const stay = stayFrom(0, 2);
    const booking = await bookThroughApi(guest, {
      roomId: (await priciestFreeRoom(stay)).id,
      ...stay,
      adults: 2,
    });
    for (const action of ['confirm', 'checkin'] as const)
      await call(
        'PATCH',
        `/api/receptionist/reservations/${booking.id}/${action}`,
        clerk.cookie,
        DESK_MOVE_BODY[action],
      );
    const before = (await staffReservations(clerk.cookie)).find((r) => r.id === booking.id);
    if (!before) throw new Error('The booking is not on the desk');

    const { page, card } = await openBookingOnDesk(clerk, booking.referenceCode, 'guests');
    allowConsoleErrors(page, /status of 409/); // the full day's POST answers 409
    const extras = card.getByTestId('reservation-extras');
    await expectVisible(extras.getByText('none'));
    await expect(card.getByTestId('balance')).toHaveText(peso(before.balance));

    await extras.getByRole('button', { name: 'Add extra' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add extra' });
    await expectVisible(dialog);
    await selectOptionMatching(dialog.getByLabel('Extra'), /^Island hopping ·/);
    await expect(dialog.getByLabel('Day of the trip')).toHaveValue(resortToday());
    // more than the day's limit: the server's 409 shows in the dialog
    await dialog.getByLabel('Quantity').fill('21');
    await dialog.getByRole('button', { name: 'Add extra' }).click();
    await expectVisible(dialog.getByText(addOnFullMessage('Island hopping', resortToday())), 15_000);

    await dialog.getByLabel('Quantity').fill('2');
    await expectVisible(dialog.getByTestId('add-extra-price').getByText('₱2,400.00'));
    await checkedShot(page, 'desk-add-extra-dialog');
    await dialog.getByRole('button', { name: 'Add extra' }).click();
    await expectToast(page, 'Extra added', /Island hopping × 2 added/);
    await dialog.waitFor({ state: 'detached' });

    const grown = toCentavos(before.balance) + toCentavos(hopping.price) * 2;
    const line = extras.getByTestId('reservation-add-on').filter({ hasText: 'Island hopping' });
    await expectVisible(line.getByText('₱2,400.00'));
    await expect(extras.getByTestId('add-on-amount')).toHaveText('₱2,400.00');
    await expect(card.getByTestId('balance')).toHaveText(peso((grown / 100).toFixed(2)));
    await checkedShot(page, 'desk-card-extras', card);

    // Today's Activity: it is due today
    await openDesk(page, 'today');
    const due = page
      .getByTestId('due-today')
      .getByTestId('due-add-on')
      .filter({ hasText: booking.referenceCode });
    await expectVisible(due);
    const row = await textOf(due);
    expect(row).toMatch(/^Island hopping × 2 per trip/);
    expect(row).toContain(`Guest ${before.user.firstName} ${before.user.lastName}`);
    expect(row).toContain('Checked in');
    await checkedShot(page, 'desk-due-today', page.getByTestId('due-today'));
    const listed = await call<DueAddOnDto[]>('GET', '/api/front-desk/add-ons/today', clerk.cookie);
    expect(listed).toContainEqual(
      expect.objectContaining({ reservationId: booking.id, nameEn: 'Island hopping', quantity: 2 }),
    );

    // paid in full at the desk, then removed: the server owes the trip's price back
    const withTrip = (await staffReservations(clerk.cookie)).find((r) => r.id === booking.id);
    await call('POST', '/api/receptionist/payments', clerk.cookie, {
      reservationId: booking.id,
      amount: withTrip?.amountDue,
      paymentMethod: 'cash',
      transactionId: `OR-${booking.referenceCode}`,
    });
    await openDesk(page, 'guests');
    await search(page, booking.referenceCode);
    await card.getByRole('button', { name: 'Remove Island hopping' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove this extra?' });
    await expectVisible(confirm);
    await confirm.getByRole('button', { name: 'Remove extra' }).click();
    await expectToast(page, 'Extra removed', /₱2,400\.00 to refund/);
    await expectVisible(extras.getByText('none'));
    await expect(card.getByTestId('balance')).toHaveText(peso('-2400.00'));
    const after = (await staffReservations(clerk.cookie)).find((r) => r.id === booking.id);
    expect(after).toMatchObject({
      totalAmount: before.totalAmount,
      addOnAmount: '0.00',
      refundDue: '2400.00',
    });

    await openDesk(page, 'today');
    await expectVisible(page.getByTestId('due-today'));
    await expect(
      page.getByTestId('due-today').getByTestId('due-add-on').filter({ hasText: booking.referenceCode }),
    ).toHaveCount(0);
    expectNoPageErrors(page);
  });
});
