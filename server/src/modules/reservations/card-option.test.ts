// The booking form's card option (content setting card_payments): on by default; the admin turns it off
// from the content page, then POST /api/reservations refuses paymentMethod 'Card' with a 400 and writes
// nothing, while GCash and Bank Transfer still book. The setting takes 'on' or 'off' and nothing else.
import type { ContentItemDto } from '@domain/api-types';
import { settingValueMessage } from '@domain/content';
import { addDays, todayIn } from '@domain/dates';
import { MSG } from '@domain/messages';
import { describe, expect, it } from 'vitest';
import { contentItems, reservations } from '../../db/schema';
import { createRoom, createSignedInUser } from '../../test/factories';
import { createAdminTestApp, expectAnswer, postBooking } from '../../test/http';

const { app, db, admin, call } = await createAdminTestApp();
const guest = await createSignedInUser(app);
// a second guest: the first reaches MAX_PENDING_BOOKINGS
const later = await createSignedInUser(app);
const room = await createRoom(db);
const today = todayIn('Asia/Manila');

/** A two-night stay starting `fromToday` days ahead, paid with `paymentMethod`. */
const book = (fromToday: number, paymentMethod: string, cookie = guest.cookie) =>
  postBooking(app, cookie, {
    roomId: room.id,
    checkin: addDays(today, fromToday),
    checkout: addDays(today, fromToday + 2),
    paymentMethod,
    transactionId: `${paymentMethod}-${fromToday}`,
  });

const setCardOption = (content: string) =>
  call('PUT', '/api/admin/content/card_payments', admin.cookie, {
    title: 'Card option on the booking form',
    content,
  });

const bookingCount = async () => (await db.select().from(reservations)).length;

describe('the card option of the booking form', () => {
  it('is on until the admin turns it off: a card booking goes through', async () => {
    await expectAnswer(book(20, 'Card'), 201);
  });

  it('turned off, a card booking is refused with a clear 400 and nothing is written; GCash and BDO still book', async () => {
    const item = await expectAnswer<ContentItemDto>(setCardOption('off'), 200);
    expect(item).toMatchObject({ key: 'card_payments', content: 'off', updatedBy: admin.user.id });
    // the booking page reads it from the public content
    const publicContent = await expectAnswer<ContentItemDto[]>(call('GET', '/api/content'), 200);
    expect(publicContent.find((c) => c.key === 'card_payments')?.content).toBe('off');

    const before = await bookingCount();
    const refused = await expectAnswer<{ message: string; errors: Record<string, string> }>(
      book(30, 'Card'),
      400,
    );
    expect(refused.message).toBe(MSG.cardPaymentOff);
    expect(refused.errors.paymentMethod).toBe(MSG.cardPaymentOff);
    expect(await bookingCount()).toBe(before);

    await expectAnswer(book(30, 'GCash'), 201);
    await expectAnswer(book(40, 'BankTransfer'), 201);
  });

  it('turned on again, the card books again', async () => {
    await expectAnswer(setCardOption(' ON '), 200);
    const [stored] = await db.select().from(contentItems);
    expect(stored?.content).toBe('on');
    await expectAnswer(book(50, 'Card', later.cookie), 201);
  });

  it("takes 'on' or 'off' only, with a clear message; a guest cannot change it", async () => {
    const refused = await expectAnswer<{ message: string }>(setCardOption('maybe'), 400);
    expect(refused.message).toBe(settingValueMessage('Card option on the booking form'));
    const asGuest = await call('PUT', '/api/admin/content/card_payments', guest.cookie, {
      title: 'x',
      content: 'off',
    });
    expect(asGuest.statusCode).toBe(403);
    const [stored] = await db.select().from(contentItems);
    expect(stored?.content).toBe('on');
  });
});
