// Several rooms booked together (docs/adr/0065), on a desktop: a signed-in guest searches rooms for their
// dates, adds three to a group, books them together and gets ONE group code and ONE 30% down payment;
// My Bookings then shows the three rooms together on one group card with the group's code and money.
import type { BookingGroupDto } from '@domain/api-types';
import { formatCentavos, toCentavos } from '@domain/money';
import { signUp } from '../support/accounts';
import { call } from '../support/api';
import { expectNoSeriousA11yViolations } from '../support/axe';
import { expectPath, expectVisible, linkOrButton, settle } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { payByGcash } from './book-steps';
import { REFERENCE_CODE, randomStay, signedInPage } from './support';

describe('booking rooms together', () => {
  test('a guest books 3 rooms as a group: one code, one down payment, one group card on the dashboard', async () => {
    const guest = await signUp({ firstName: 'Rowena', lastName: 'Dizon' });
    const stay = randomStay({ fromDay: 90, spread: 200, nights: 2 });
    const page = await signedInPage(guest);

    await page.goto(`/rooms?checkin=${stay.checkin}&checkout=${stay.checkout}&adults=1`);
    const add = page.getByRole('button', { name: 'Add to group', exact: true });
    await expectVisible(add.first());
    await settle(page);
    for (let i = 0; i < 3; i++) {
      const before = await add.count();
      await add.first().click();
      await expect(add).toHaveCount(before - 1);
    }
    const bar = page.getByRole('region', { name: 'Your group' });
    await expectVisible(bar.getByText('3 rooms'));
    await bar
      .getByRole('link', { name: 'Book together' })
      .or(bar.getByRole('button', { name: 'Book together' }))
      .first()
      .click();

    await expectPath(page, '/booking/group');
    const book = page.getByRole('button', { name: 'Book 3 rooms' });
    await expectVisible(book);
    await payByGcash(page, 'GC-ROW-8812');
    await settle(page);
    await expectNoSeriousA11yViolations(page);
    const created = page.waitForResponse(
      (response) => response.url().endsWith('/api/booking-groups') && response.request().method() === 'POST',
    );
    await book.click();
    const group = (await (await created).json()) as BookingGroupDto;
    expect(group.rooms).toHaveLength(3);

    // one code and one down payment for the three rooms
    await expectVisible(page.getByRole('heading', { name: 'Your rooms are booked together' }));
    const code = page.getByTestId('group-code');
    await expect(code).toHaveText(REFERENCE_CODE);
    await expect(code).toHaveText(group.referenceCode);
    const down = formatCentavos(toCentavos(group.downPaymentAmount), { cents: true });
    await expectVisible(page.getByText(down, { exact: true }));
    await checkedShot(page, 'group-booked');

    await linkOrButton(page, 'Go to My Bookings').click();
    await expectPath(page, '/dashboard');
    const card = page.getByTestId('group-card');
    await expect(card).toHaveCount(1);
    await expect(card.getByTestId('group-code')).toHaveText(group.referenceCode);
    await expect(card.getByTestId('group-room')).toHaveCount(3);
    for (const room of group.rooms) await expectVisible(card.getByText(room.referenceCode));
    const money = card.getByTestId('group-money');
    await expectVisible(money.getByText(formatCentavos(toCentavos(group.totalAmount), { cents: true })));
    await expectVisible(money.getByText(down));
    // the rooms are not shown again as cards of their own
    await expect(page.getByTestId('booking-card')).toHaveCount(0);
    await expectVisible(card.getByRole('button', { name: 'Cancel the group' }));
    await checkedShot(page, 'group-card', card);

    // in Filipino: the group's words and its receipt
    await page.goto('/fil/dashboard');
    const filCard = page.getByTestId('group-card');
    await expectVisible(filCard.getByRole('button', { name: 'Kanselahin ang grupo' }));
    await expectVisible(filCard.getByTestId('group-money').getByText('Kabuuan ng grupo'));
    await checkedShot(page, 'group-card-fil', filCard);

    // what the dashboard shows is the server's group
    const mine = await call<BookingGroupDto>(
      'GET',
      `/api/booking-groups/${group.referenceCode}`,
      guest.cookie,
    );
    expect(mine.rooms.map((room) => room.id).sort()).toEqual(group.rooms.map((room) => room.id).sort());
  });
});
