// The ledger at the front desk, refunds: a refund after a cancellation (the Refund due badge, Record
// Refund, the refund as a negative line in the card's payments); then "Nothing owed" with paid, refunded
// and kept on the desk card, the guest's card in both languages and the receipt the card opens.
import { toCentavos } from '@domain/money';
import { expectFormError, expectNoPageErrors, expectPath, expectVisible } from '../support/browser';
import { checkedShot } from '../support/shots';
import { describe, expect, test } from '../support/test';
import { SLOW_WAIT_MS } from '../support/timeouts';
import { ledgerDesk, peso } from './ledger-desk';
import { call, deskCard, expectToast, pageWithSession, statusOf, stayFrom, textOf } from './support';

const { clerk, guestBooking, desk, verifyDownPayment, saved, deskOn } = ledgerDesk();

describe('the ledger at the front desk', () => {
  test('a cancelled booking shows its refund due; Record Refund pays it back and the card lists it negative', async () => {
    const { booking } = await guestBooking(stayFrom(30 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    await desk(`reservations/${booking.id}/cancel`);
    const cancelled = await saved(booking.id);
    const due = cancelled?.refundDue ?? '0';
    expect(toCentavos(due)).toBe(toCentavos(booking.payments[0]?.amount ?? '0'));

    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    expect(await textOf(statusOf(card))).toBe('Cancelled');
    expect(await textOf(card.getByTestId('refund-due'))).toBe(`Refund due ${peso(due)}`);
    await card.getByRole('button', { name: 'Record Refund' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Refund' });
    await expectVisible(dialog);
    expect(toCentavos(await dialog.getByLabel('Amount (₱)').inputValue())).toBe(toCentavos(due));
    // the reason is required
    await dialog.getByLabel('Reference / Receipt number').fill('GC-REFUND-1');
    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    await expectFormError(dialog.getByText('Please give the reason for the refund', { exact: true }));
    await dialog.getByLabel('Reason').fill('Cancelled a month ahead: full refund');
    await checkedShot(page, 'refund-dialog');
    await dialog.getByRole('button', { name: 'Record Refund' }).click();
    await expectToast(page, 'Refund Recorded', `${peso(due)} paid back for ${booking.referenceCode}.`, {
      close: false,
    });
    await dialog.waitFor({ state: 'hidden' });
    await card.getByTestId('refund-due').waitFor({ state: 'detached' });

    await card.getByRole('button', { name: /^Payments \(2\)$/ }).click();
    const refundLine = card.locator('[data-testid="payment-line"][data-kind="refund"]');
    await expectVisible(refundLine);
    await expectVisible(refundLine.getByText(`−${peso(due)}`, { exact: true }));
    await expectVisible(refundLine.getByText('Cancelled a month ahead: full refund'));
    const after = await saved(booking.id);
    expect(after?.paidAmount).toBe('0.00');
    expect(after?.refundDue).toBe('0.00');
    expect(after?.amountDue).toBe('0.00');

    expectNoPageErrors(page);
  });

  test('a cancelled booking refunded in full says Nothing owed (desk, guest in both languages) and its card opens the receipt', async () => {
    const { guest, booking } = await guestBooking(stayFrom(30 + Math.floor(Math.random() * 60), 2));
    await verifyDownPayment(booking);
    await desk(`reservations/${booking.id}/cancel`);
    const due = (await saved(booking.id))?.refundDue ?? '0';
    await call('POST', `/api/receptionist/reservations/${booking.id}/refunds`, clerk().cookie, {
      amount: due,
      paymentMethod: 'gcash',
      transactionId: `RF-${Date.now()}`,
      reason: 'Cancelled a month ahead: full refund',
    });
    expect(await saved(booking.id)).toMatchObject({
      paidAmount: '0.00',
      refundDue: '0.00',
      amountDue: '0.00',
    });
    const page = await deskOn(booking.referenceCode);
    const card = deskCard(page, booking.referenceCode);
    expect(await textOf(statusOf(card))).toBe('Cancelled');

    // refunded in full it owes nothing: paid, refunded and kept, never "Balance … · Unpaid"
    const money = card.getByTestId('reservation-money');
    expect(await textOf(money.getByTestId('payment-status'))).toBe('Nothing owed');
    expect(await textOf(money.getByTestId('money-received'))).toBe(peso(due));
    expect(await textOf(money.getByTestId('money-refunded'))).toBe(peso(due));
    expect(await textOf(money.getByTestId('money-kept'))).toBe(peso('0'));
    expect(await money.getByText('Unpaid').count()).toBe(0);
    expect(await money.getByText('Balance').count()).toBe(0);
    await checkedShot(page, 'desk-cancelled-refunded', card);

    // the card opens the booking's receipt, to read or print
    await card.getByRole('link', { name: `Receipt for ${booking.referenceCode}` }).click();
    await expectPath(page, `/dashboard/bookings/${booking.id}/receipt`);
    const receipt = page.getByTestId('receipt');
    await expectVisible(receipt, SLOW_WAIT_MS);
    expect(await textOf(receipt.getByTestId('receipt-paid'))).toBe(`Paid${peso(due)}`);
    expect(await textOf(receipt.getByTestId('receipt-refunded'))).toBe(`Refunded${peso(due)}`);
    expect(await textOf(receipt.getByTestId('receipt-kept'))).toBe(`Kept by the resort${peso('0')}`);
    expect(await receipt.getByTestId('receipt-balance').count()).toBe(0);
    await expectVisible(receipt.getByText('Nothing is owed on this booking.', { exact: true }));
    await expectVisible(page.getByRole('button', { name: 'Print' }));
    await checkedShot(page, 'desk-receipt');
    await checkedShot(page, 'desk-receipt-whole', receipt);
    await page.getByRole('link', { name: 'Front desk' }).click();
    await expectPath(page, '/dashboard');
    expectNoPageErrors(page);

    // the guest reads the same on My Bookings, in English and in Filipino
    const guestPage = await pageWithSession(guest.cookie);
    await guestPage.goto('/dashboard');
    const mine = guestPage
      .getByTestId('booking-card')
      .filter({ has: guestPage.getByText(booking.referenceCode, { exact: true }) });
    await expectVisible(mine, SLOW_WAIT_MS);
    expect(await textOf(mine.getByTestId('payment-badge'))).toBe('Nothing owed');
    expect(await mine.getByText('Unpaid', { exact: true }).count()).toBe(0);
    expect(await textOf(mine.getByTestId('booking-money'))).toBe(
      `Total${peso(booking.totalAmount)}Paid${peso(due)}Refunded${peso(due)}Kept by the resort${peso('0')}`,
    );
    await checkedShot(guestPage, 'guest-cancelled-refunded', mine);
    await guestPage
      .getByRole('group', { name: 'Language' })
      .getByRole('button', { name: 'Filipino' })
      .click();
    await expect.poll(() => textOf(mine.getByTestId('payment-badge'))).toBe('Walang babayaran');
    expect(await mine.getByText('Hindi pa Bayad', { exact: true }).count()).toBe(0);
    expect(await textOf(mine.getByTestId('booking-money'))).toContain(`Naibalik na${peso(due)}`);
    await checkedShot(guestPage, 'guest-cancelled-refunded-fil', mine);
    expectNoPageErrors(guestPage);
  });
});
