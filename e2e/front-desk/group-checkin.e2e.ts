// A group booking at the front desk (docs/adr/0065): three rooms booked together arriving today, the
// down payment verified once (its parts settle together) and the rooms confirmed; the desk opens the
// rooming list from one room's card and checks in one room: that room is checked in, the others stay
// confirmed, and the group's money still reads as one.
import type { BookingGroupDto } from '@domain/api-types';
import { signUp, uniqueEmail } from '../support/accounts';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import {
  call,
  createDeskClerk,
  expectToast,
  openBookingOnDesk,
  priciestFreeRoom,
  staffReservations,
  stayFrom,
  uniqueLastName,
} from './support';

describe('a group at the front desk', () => {
  test('the desk checks in one room of a group from its rooming list; the others stay confirmed', async () => {
    const clerk = await createDeskClerk({ firstName: 'Amparo' });
    const guest = await signUp({
      firstName: 'Lorna',
      lastName: uniqueLastName('Group'),
      email: uniqueEmail('group'),
    });
    const stay = stayFrom(0, 1);
    const taken: string[] = [];
    for (let i = 0; i < 3; i++) taken.push((await priciestFreeRoom(stay, taken)).id);
    const group = await call<BookingGroupDto>('POST', '/api/booking-groups', guest.cookie, {
      ...stay,
      rooms: taken.map((roomId) => ({ roomId, adults: 1, kids: 0 })),
      paymentMethod: 'GCash',
      transactionId: 'GC-GROUP-1',
    });
    const firstPart = group.rooms[0]?.payments[0];
    if (!firstPart) throw new Error('The group came back without its down payment');
    await call('PATCH', `/api/receptionist/payments/${firstPart.id}`, clerk.cookie, { status: 'success' });
    for (const room of group.rooms)
      await call('PATCH', `/api/receptionist/reservations/${room.id}/confirm`, clerk.cookie, {});

    const { page, card } = await openBookingOnDesk(clerk, group.rooms[0]!.referenceCode);
    await expectVisible(card.getByTestId('group-code').filter({ hasText: group.referenceCode }));
    await card.getByRole('button', { name: `Rooming list of group ${group.referenceCode}` }).click();
    const dialog = page.getByRole('dialog', { name: `Rooming list · ${group.referenceCode}` });
    await expectVisible(dialog);
    const rooms = dialog.getByTestId('rooming-room');
    await expect(rooms).toHaveCount(3);
    await checkedShot(page, 'group-rooming-list');

    const target = group.rooms[1]!;
    await dialog.getByRole('button', { name: `Check in: ${target.room?.name}` }).click();
    await expectToast(page, 'Success', 'Guest checked in successfully', { close: false });
    await expect(dialog.locator('[data-testid="rooming-room"][data-status="checked_in"]')).toHaveCount(1);
    await expect(dialog.locator('[data-testid="rooming-room"][data-status="confirmed"]')).toHaveCount(2);
    await expectVisible(rooms.filter({ hasText: target.referenceCode }).getByText('Checked In'));

    const saved = (await staffReservations(clerk.cookie)).filter(
      (r) => r.group?.referenceCode === group.referenceCode,
    );
    expect(saved.map((r) => [r.id === target.id, r.status]).sort()).toEqual([
      [false, 'confirmed'],
      [false, 'confirmed'],
      [true, 'checked_in'],
    ]);
    await checkedShot(page, 'group-rooming-list-checked-in');
    expectNoPageErrors(page);
  });
});
