// A group booking's emails (docs/adr/0065): ONE email for the group where a single booking gets one,
// listing each room (its code, guests, amount) and the group's code, total, down payment and balance, in
// the guest's language; never one mail per room.
import type { BookingGroupDto } from '@domain/api-types';
import { describe, expect, it } from 'vitest';
import { createSignedInUser, storedReservations } from '../../test/factories';
import { groupRequests } from '../../test/group-requests';
import { callerOf } from '../../test/http';
import { expectBoth, only } from '../../test/mail-test-app';
import { createTestApp } from '../../test/test-app';

const STAFF = 'desk@casaalon.test';
// The resort's "today" is 2026-03-01 (10:00 in Manila); the groups stay 10–12 April 2026.
const { app, db, sentMail } = await createTestApp({
  config: { staffEmail: STAFF },
  now: () => new Date('2026-03-01T02:00:00Z'),
});
const call = callerOf(app);
const { bookGroup } = groupRequests(app);
const { paymentsOf } = storedReservations(db);
const desk = await createSignedInUser(app, { role: 'receptionist' });

/** Three rooms (₱4,500, ₱3,000 and ₱1,000 a night) for two nights: ₱17,000, down payment ₱5,100. */
const bookThree = async (language: 'en' | 'fil' = 'en') => {
  const guest = await createSignedInUser(app, { firstName: 'Maria', lastName: 'Santos', language });
  const before = sentMail.length;
  const prices = { Garden: '4500.00', Deluxe: '3000.00', Nipa: '1000.00' };
  const { rooms, group, tag } = await bookGroup(prices, guest.cookie);
  await app.jobs.runDue();
  return { rooms, guest, group, mails: sentMail.slice(before), tag };
};

const mailsAfter = async (act: () => Promise<unknown>) => {
  const before = sentMail.length;
  await act();
  await app.jobs.runDue();
  return sentMail.slice(before);
};

const partsOf = (group: BookingGroupDto) => paymentsOf(group.rooms.map((r) => r.id));

describe('a group booked', () => {
  it('sends the guest one email listing every room, and the staff one alert', async () => {
    const { group, guest, mails, tag } = await bookThree();
    expect(mails).toHaveLength(2);
    const mail = only(mails, guest.user.email);
    expect(mail.subject).toBe(`Group booking received – ${group.referenceCode}`);
    const room = (name: string) => group.rooms.find((r) => r.room?.name === `${name} ${tag}`)!;
    expectBoth(mail, [
      `Group code: ${group.referenceCode}`,
      'Check-in: Fri, Apr 10, 2026, from 3:00 PM',
      'Nights: 2',
      'Rooms: 3',
      `Garden ${tag} (${room('Garden').referenceCode}) · 2 adults · ₱9,000.00`,
      `Deluxe ${tag} (${room('Deluxe').referenceCode}) · 2 adults · ₱6,000.00`,
      `Nipa ${tag} (${room('Nipa').referenceCode}) · 2 adults · ₱2,000.00`,
      'Group total: ₱17,000.00',
      'Down payment (30%): ₱5,100.00, transaction GC-5512000',
      'Balance due at check-in: ₱11,900.00',
      `group code ${group.referenceCode} in the payment note`,
    ]);
    const alert = only(mails, STAFF);
    expect(alert.subject).toBe(`New group booking ${group.referenceCode} – Maria Santos`);
    expectBoth(alert, ['3 rooms under one code', 'Group total: ₱17,000.00', 'settled together']);
  });

  it("is written in the guest's language", async () => {
    const { group, guest, mails } = await bookThree('fil');
    const mail = only(mails, guest.user.email);
    expect(mail.subject).toBe(`Natanggap ang group booking – ${group.referenceCode}`);
    expectBoth(mail, [
      'Ang inyong mga kuwarto',
      'Kabuuan ng grupo: ₱17,000.00',
      'Down payment (30%): ₱5,100.00',
      'Balanseng babayaran sa check-in: ₱11,900.00',
    ]);
    // the staff's alert stays in English
    expect(only(mails, STAFF).text).toContain('New group booking');
  });
});

describe('a group paid, confirmed and cancelled', () => {
  it('one email for the verified group payment (its parts summed), one once every room is confirmed', async () => {
    const { group, guest } = await bookThree();
    const parts = await partsOf(group);
    const verified = await mailsAfter(() =>
      call('PATCH', `/api/receptionist/payments/${parts[0]!.id}`, desk.cookie, { status: 'success' }),
    );
    const paid = only(verified, guest.user.email);
    expect(paid.subject).toBe(`Group payment verified – ${group.referenceCode}`);
    expectBoth(paid, [
      'verified your payment of ₱5,100.00 (GCash, transaction GC-5512000) for group booking',
      'Paid: ₱5,100.00',
      'Balance due at check-in: ₱11,900.00',
    ]);

    const [first, ...rest] = group.rooms;
    const early = await mailsAfter(() =>
      call('PATCH', `/api/receptionist/reservations/${first!.id}/confirm`, desk.cookie),
    );
    expect(early.filter((mail) => mail.to === guest.user.email)).toHaveLength(0);
    const last = await mailsAfter(async () => {
      for (const room of rest)
        await call('PATCH', `/api/receptionist/reservations/${room.id}/confirm`, desk.cookie);
    });
    const confirmed = only(last, guest.user.email);
    expect(confirmed.subject).toBe(`Group booking confirmed – ${group.referenceCode}`);
    expectBoth(confirmed, ['your rooms at Casa Alon Beach Resort are confirmed', 'Group total: ₱17,000.00']);

    // a payment toward the group: one alert to the staff, for the whole amount and the group's code
    const body = { amount: '6000', paymentMethod: 'gcash', transactionId: 'GC-6000' };
    const recorded = await mailsAfter(() =>
      call('POST', `/api/booking-groups/${group.referenceCode}/payments`, guest.cookie, body),
    );
    const alert = only(recorded, STAFF);
    expect(alert.subject).toBe(`Payment to verify: ₱6,000.00 for ${group.referenceCode}`);
    expectBoth(alert, [
      `recorded a payment for group booking ${group.referenceCode}`,
      `Group booking: ${group.referenceCode}, 3 rooms (one part per room to verify)`,
      'Group total: ₱17,000.00',
      'Verified so far: ₱5,100.00',
    ]);
  });

  it('one email when the guest cancels the whole group, every room marked cancelled', async () => {
    const { group, guest } = await bookThree();
    const mails = await mailsAfter(() =>
      call('PATCH', `/api/booking-groups/${group.referenceCode}`, guest.cookie, { status: 'cancelled' }),
    );
    const mail = only(mails, guest.user.email);
    expect(mail.subject).toBe(`Group booking cancelled – ${group.referenceCode}`);
    expect(mail.text.match(/ · cancelled/g)).toHaveLength(3);
    expect(mail.text).toContain(`cancelled your group booking ${group.referenceCode}`);
  });

  it('one email when the desk cancels the group', async () => {
    const { group, guest } = await bookThree();
    const mails = await mailsAfter(() =>
      call('POST', `/api/receptionist/booking-groups/${group.referenceCode}/cancel`, desk.cookie, {}),
    );
    const mine = mails.filter((mail) => mail.to === guest.user.email);
    expect(mine.map((mail) => mail.subject)).toEqual([
      `Group booking cancelled by the resort – ${group.referenceCode}`,
    ]);
  });
});

describe('one room of a group cancelled by the desk', () => {
  it('tells the guest the group goes on, and no refund is due while the others owe more', async () => {
    const { group, guest, tag } = await bookThree();
    const [downPayment] = await partsOf(group);
    await call('PATCH', `/api/receptionist/payments/${downPayment?.id}`, desk.cookie, { status: 'success' });
    for (const room of group.rooms)
      await call('PATCH', `/api/receptionist/reservations/${room.id}/confirm`, desk.cookie);
    await app.jobs.runDue();
    const nipa = group.rooms.find((room) => room.room?.name === `Nipa ${tag}`);
    const mails = await mailsAfter(() =>
      call('PATCH', `/api/receptionist/reservations/${nipa?.id}/cancel`, desk.cookie, {
        reason: 'Asked by phone',
      }),
    );
    const mail = only(mails, guest.user.email);
    expect(mail.subject).toBe(`Booking cancelled by the resort – ${nipa?.referenceCode}`);
    // ₱5,100 was paid on ₱17,000; the group is now ₱15,000: the Nipa's share of the down payment stays with it
    expectBoth(mail, [
      `Your group booking ${group.referenceCode} goes on with its other rooms: its total is now ₱15,000.00, and ₱9,900.00 is still to pay.`,
    ]);
    expect(mail.text).not.toContain('Refund due');
  });
});
