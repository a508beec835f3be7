// The senior citizen / PWD discount (RA 9994, RA 10754; docs/pricing.md) at check-in: the desk recording
// the eligible guests' IDs or removing a discount it could not verify.
import type { ReservationDto } from '@domain/api-types';
import { discountStay } from '@domain/pricing';
import { DISCOUNT_ID_NUMBER_REQUIRED, DISCOUNT_REMOVAL_REASON_REQUIRED } from '@domain/schemas/staff';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationDiscountGuests, reservations } from '../../db/schema';
import { createReservationRow } from '../../test/factories';
import { expectAnswer } from '../../test/http';
import { ALL_IDS_RECORDED, EVERY_CLAIM_HAS_AN_ID, NO_DISCOUNT_CLAIMED } from './discount-ids';
import { billColumns } from './repository';
import { discountTestApp, money } from './test-discount';

const { db, eventsOf, call, desk, guest, room5600 } = await discountTestApp();

describe('IDs at check-in', () => {
  /** A confirmed 2-night stay of 2 adults in a 5,600 room; both claiming the discount, 11,200 costs 8,000. */
  const claimedStay = async (discountGuests = 2) => {
    const room = await room5600();
    return createReservationRow(db, {
      userId: guest.user.id,
      roomId: room.id,
      status: 'confirmed',
      checkin: '2026-06-10',
      checkout: '2026-06-12',
      adults: 2,
      discountGuests,
      ...billColumns(discountStay({ regularCentavos: 1_120_000, guests: 2, eligibleGuests: discountGuests })),
    });
  };
  const recordId = (id: string, body: object, cookie = desk.cookie) =>
    call('POST', `/api/receptionist/reservations/${id}/discount-ids`, cookie, body);
  const removeDiscount = (id: string, body: object) =>
    call('POST', `/api/receptionist/reservations/${id}/remove-discount`, desk.cookie, body);
  const osca = { idType: 'osca', idNumber: 'OSCA-2231', fullName: 'Lola Cruz' };
  const pwd = { idType: 'pwd', idNumber: 'PWD-01-7788', fullName: 'Lolo Cruz' };

  it('records each eligible guest’s ID, who recorded it, and no more IDs than claims', async () => {
    const stay = await claimedStay();
    await expectAnswer(recordId(stay.id, osca), 201);
    const after = await expectAnswer<ReservationDto>(recordId(stay.id, pwd), 201);
    expect(after.discountIds).toEqual([
      expect.objectContaining({
        ...osca,
        removedAt: null,
        recordedBy: { firstName: 'Rosa', lastName: 'Desk' },
      }),
      expect.objectContaining({ ...pwd, removedAt: null }),
    ]);
    expect(after.totalAmount).toBe('8000.00');
    const third = await recordId(stay.id, { ...pwd, idNumber: 'PWD-3' });
    expect(third.statusCode).toBe(409);
    expect(third.json().message).toBe(ALL_IDS_RECORDED);
    const events = await eventsOf(stay.id);
    expect(events.filter((e) => e.action === 'discount_id_recorded').map((e) => e.note)).toEqual([
      'OSCA ID OSCA-2231 of Lola Cruz recorded',
      'PWD ID PWD-01-7788 of Lolo Cruz recorded',
    ]);
  });

  it('refuses a customer (403), a bad body (400) and a stay with no discount (409)', async () => {
    const stay = await claimedStay();
    expect((await recordId(stay.id, osca, guest.cookie)).statusCode).toBe(403);
    const blank = await recordId(stay.id, { idType: 'osca', idNumber: ' ', fullName: 'Lola Cruz' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().errors?.idNumber).toBe(DISCOUNT_ID_NUMBER_REQUIRED);
    expect((await recordId(stay.id, { ...osca, idType: 'passport' })).statusCode).toBe(400);
    expect((await recordId('not-a-uuid', osca)).statusCode).toBe(404);

    const none = await claimedStay(0);
    const refused = await recordId(none.id, osca);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(NO_DISCOUNT_CLAIMED);
  });

  it('removes the discount of an unverified ID: the total goes up, the ID and both totals stay in the history', async () => {
    const stay = await claimedStay();
    const recorded = await expectAnswer<ReservationDto>(recordId(stay.id, osca), 201);
    const idId = recorded.discountIds?.[0]?.id;
    const noReason = await removeDiscount(stay.id, { discountIdId: idId, reason: '' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors?.reason).toBe(DISCOUNT_REMOVAL_REASON_REQUIRED);

    const after = await expectAnswer<ReservationDto>(
      removeDiscount(stay.id, { discountIdId: idId, reason: 'The OSCA ID is expired' }),
      200,
    );
    expect(after.discountGuests).toBe(1);
    expect(money(after)).toMatchObject({
      regularAmount: '11200.00',
      vatExemptSales: '5000.00',
      totalAmount: '9600.00',
    });
    expect(after.discountIds?.[0]).toMatchObject({ removedReason: 'The OSCA ID is expired' });
    expect(after.discountIds?.[0]?.removedAt).not.toBeNull();
    const [kept] = await db
      .select()
      .from(reservationDiscountGuests)
      .where(eq(reservationDiscountGuests.reservationId, stay.id));
    expect(kept).toMatchObject({ idNumber: 'OSCA-2231', removedBy: desk.user.id });
    const removal = (await eventsOf(stay.id)).find((e) => e.action === 'discount_removed');
    expect(removal).toMatchObject({
      note: 'Senior/PWD discount removed for Lola Cruz: total ₱8,000.00 to ₱9,600.00. The OSCA ID is expired',
      actorId: desk.user.id,
    });
    // the same ID cannot be removed twice
    expect((await removeDiscount(stay.id, { discountIdId: idId, reason: 'again' })).statusCode).toBe(404);
  });

  it('removes a claim without an ID only while some claim has none, and down to no discount at all', async () => {
    const stay = await claimedStay(1);
    const after = await expectAnswer<ReservationDto>(
      removeDiscount(stay.id, { reason: 'Showed no ID' }),
      200,
    );
    expect(money(after)).toMatchObject({
      totalAmount: '11200.00',
      vatExemptSales: '0.00',
      vatExemptAmount: '0.00',
      discountAmount: '0.00',
    });
    const again = await removeDiscount(stay.id, { reason: 'Showed no ID' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(NO_DISCOUNT_CLAIMED);

    const withIds = await claimedStay(1);
    await expectAnswer(recordId(withIds.id, osca), 201);
    const refused = await removeDiscount(withIds.id, { reason: 'Showed no ID' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(EVERY_CLAIM_HAS_AN_ID);
  });

  it('leaves a finished stay’s bill alone (409)', async () => {
    const stay = await claimedStay();
    await db.update(reservations).set({ status: 'completed' }).where(eq(reservations.id, stay.id));
    expect((await recordId(stay.id, osca)).statusCode).toBe(409);
    expect((await removeDiscount(stay.id, { reason: 'late' })).statusCode).toBe(409);
  });
});
