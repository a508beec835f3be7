// The ledger at the front desk, the booking's moves: a booking that needs attention confirmed with a
// reason, checked in and checked out with a balance left unpaid; a payment rejected with a reason (Held
// until on the booking, the reason on the rejected line); a completed stay deleted at the desk, listed in
// the admin's Archive and still counted by the financial report; a no-show, offered only from the day
// after check-in. Finished stays and past check-ins are SQL set-ups (PostgreSQL only).
import { addDays, formatDay } from '@domain/dates';
import { adminSession } from '../support/api';
import { expectNoPageErrors, expectVisible } from '../support/browser';
import { requireDatabase, sql } from '../support/db';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { ledgerDesk, peso } from './ledger-desk';
import {
  deskCard,
  expectToast,
  financialReport,
  openDesk,
  pageWithSession,
  resortToday,
  search,
  statusOf,
  stayFrom,
  textOf,
} from './support';

const { clerk, guestBooking, desk, verifyDownPayment, saved, deskOn } = ledgerDesk();

describe('the ledger at the front desk', () => {
  test('a booking arriving today with nothing verified needs attention; confirmed with a reason, checked in, checked out leaving the balance unpaid', async () => {
    const { booking } = await guestBooking(stayFrom(0, 1));
    const page = await deskOn(booking.referenceCode, 'today');
    const attention = page.getByTestId('needs-attention');
    await expectVisible(attention);
    const card = attention.getByRole('article').filter({ hasText: booking.referenceCode });
    expect(await textOf(card.getByTestId('attention-reason'))).toBe(
      'Check-in is today, down payment not verified',
    );
    await checkedShot(page, 'needs-attention', attention);

    // the 30% is not verified: confirming needs a reason
    await card.getByRole('button', { name: 'Confirm', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm without the down payment?' });
    await expectVisible(confirm);
    await expectVisible(confirm.getByText(peso(booking.downPaymentAmount), { exact: true }));
    await confirm.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expectVisible(
      confirm.getByText('Please say why you confirm without the down payment', { exact: true }),
    );
    await confirm.getByLabel('Why confirm now?').fill('Regular guest, pays in cash on arrival');
    await checkedShot(page, 'confirm-override-dialog');
    await confirm.getByRole('button', { name: 'Confirm & Send Email' }).click();
    await expectToast(page, 'Success', 'Reservation confirmed and confirmation email sent to guest.');
    await confirm.waitFor({ state: 'hidden' });
    expect((await saved(booking.id))?.status).toBe('confirmed');
    await attention.waitFor({ state: 'detached' });

    const arriving = page.getByRole('list', { name: 'Arriving today' });
    const arrival = arriving.getByRole('article').filter({ hasText: booking.referenceCode });
    await arrival.getByRole('button', { name: 'Check In' }).click();
    await expectToast(page, 'Success', 'Guest checked in successfully');
    await expect.poll(() => textOf(statusOf(arrival))).toBe('Checked In');

    // the guest still owes everything: Check Out asks first
    const owed = peso(booking.totalAmount);
    await arrival.getByRole('button', { name: 'Check Out' }).click();
    const unpaid = page.getByRole('alertdialog', { name: `The guest still owes ${owed}` });
    await expectVisible(unpaid);
    await expectVisible(unpaid.getByRole('button', { name: 'Record payment' }));
    await checkedShot(page, 'unpaid-checkout-dialog');
    await unpaid.getByRole('button', { name: `Leave ${owed} unpaid` }).click();
    await expectToast(page, 'Success', 'Guest checked out successfully');
    await unpaid.waitFor({ state: 'hidden' });
    const done = await saved(booking.id);
    expect(done?.status).toBe('completed');
    expect(done?.balance).toBe(booking.totalAmount);
    expectNoPageErrors(page);
  });

  test('Reject asks for a reason; the booking shows Held until and the rejected line says why', async () => {
    const { booking } = await guestBooking(stayFrom(220 + Math.floor(Math.random() * 60), 1));
    const page = await pageWithSession(clerk().cookie);
    await openDesk(page, 'payments');
    await search(page, booking.referenceCode);
    const row = page.getByTestId('payment-to-verify').filter({ hasText: booking.referenceCode });
    await row.getByRole('button', { name: 'Reject' }).click();
    const dialog = page.getByRole('dialog', { name: 'Reject this payment?' });
    await expectVisible(dialog);
    const reason = 'No GCash payment with this reference number';
    await dialog.getByLabel('Reason for the guest (optional)').fill(reason);
    await checkedShot(page, 'reject-dialog');
    await dialog.getByRole('button', { name: 'Reject Payment' }).click();
    await expectToast(page, 'Payment Rejected', new RegExp(booking.referenceCode), { close: false });
    await dialog.waitFor({ state: 'hidden' });

    const held = await saved(booking.id);
    expect(held?.holdExpiresAt).toBeTruthy();
    await openDesk(page, 'all');
    await search(page, booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    await expectVisible(card.getByTestId('held-until'));
    expect(await textOf(card.getByTestId('held-until'))).toMatch(/^Held until .+\d{4}, \d{1,2}:\d{2} [AP]M$/);
    await card.getByRole('button', { name: /^Payments \(1\)$/ }).click();
    const line = card.locator('[data-testid="payment-line"][data-status="rejected"]');
    await expectVisible(line.getByText(reason));
    await expectVisible(line.getByText('Rejected', { exact: true }));
    await checkedShot(page, 'held-card', card);
    expectNoPageErrors(page);
  });

  test('a completed stay deleted at the desk is in the admin Archive and the financial report still counts it', async () => {
    requireDatabase();
    const { booking } = await guestBooking(stayFrom(100 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    // a stay that ended two days ago
    const checkin = addDays(resortToday(), -4);
    await sql(
      `UPDATE reservations SET checkin = $2, checkout = $3, status = 'completed', updated_at = now() WHERE id = $1`,
      [booking.id, checkin, addDays(checkin, 2)],
    );
    const before = await financialReport(clerk().cookie);

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    await card.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete this reservation permanently?' });
    await expectVisible(dialog);
    await expectVisible(dialog.getByText(/the financial report still counts it/));
    await dialog.getByRole('button', { name: 'Delete Permanently' }).click();
    await expectToast(page, 'Success', /deleted permanently/);
    await expectVisible(page.getByText(`No reservations match “${booking.referenceCode}”`));
    expect(await saved(booking.id)).toBeUndefined();
    expect(await financialReport(clerk().cookie)).toEqual(before);

    const admin = await pageWithSession(await adminSession());
    await admin.goto('/admin-dashboard?tab=archive');
    const archived = admin.getByRole('region', { name: 'Archived reservations' });
    await expectVisible(archived);
    const row = archived.getByRole('row').filter({ hasText: booking.referenceCode });
    await expectVisible(row);
    await expectVisible(row.getByText('Completed', { exact: true }));
    await expectVisible(row.getByText(peso(booking.totalAmount), { exact: true }));
    await expectVisible(
      row.getByText(`${formatDay(checkin)} – ${formatDay(addDays(checkin, 2))}`, { exact: true }),
    );
    await checkedShot(admin, 'admin-archive', admin.getByRole('region', { name: 'Archive', exact: true }));
    expectNoPageErrors(admin);
  });

  test('No-show opens the day after check-in; marking it closes the booking', async () => {
    requireDatabase();
    const today = resortToday();
    const later = stayFrom(160 + Math.floor(Math.random() * 60), 1);
    // a room free both for the booking and for the nights it is moved to (yesterday and today)
    const [room] = await sql<{ id: string }>(
      `SELECT r.id FROM rooms r WHERE r.status = 'available' AND r.archived_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM reservations x WHERE x.room_id = r.id AND x.archived_at IS NULL
           AND x.status IN ('pending', 'confirmed', 'checked_in')
           AND ((x.checkin < $2 AND x.checkout > $1) OR (x.checkin < $4 AND x.checkout > $3)))
       ORDER BY r.base_price DESC LIMIT 1`,
      [addDays(today, -1), addDays(today, 1), later.checkin, later.checkout],
    );
    if (!room) throw new Error('No room is free for the no-show');
    const { booking } = await guestBooking(later, room.id);
    await desk(`reservations/${booking.id}/confirm`, { overrideReason: 'Set-up of a journey' });

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    const noShow = card.getByRole('button', { name: 'No-show' });
    await expectVisible(noShow);
    expect(await noShow.isDisabled()).toBe(true);
    await expectVisible(
      card.getByText(`A no-show can be marked from ${formatDay(addDays(later.checkin, 1), 'long')}.`),
    );

    // the guest was due yesterday
    await sql(`UPDATE reservations SET checkin = $2, checkout = $3, updated_at = now() WHERE id = $1`, [
      booking.id,
      addDays(today, -1),
      addDays(today, 1),
    ]);
    await page.reload();
    await search(page, booking.referenceCode);
    await expect.poll(() => noShow.isEnabled()).toBe(true);
    await noShow.click();
    const dialog = page.getByRole('alertdialog', { name: 'Mark as a no-show?' });
    await expectVisible(dialog);
    await checkedShot(page, 'no-show-dialog');
    await dialog.getByRole('button', { name: 'Mark No-show' }).click();
    await expectToast(page, 'Success', 'Marked as a no-show. The room is free again.');
    await expect.poll(() => textOf(statusOf(card))).toBe('No-show');
    const chip = page.getByRole('button', { name: /^No-show \d+$/ });
    await chip.click();
    await expectVisible(card);
    expect((await saved(booking.id))?.status).toBe('no_show');
    expectNoPageErrors(page);
  });
});
