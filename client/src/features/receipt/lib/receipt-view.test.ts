import { describe, expect, it } from 'vitest';
import { paymentDay, rateLabel, receiptPath, receiptTotals } from './receipt-view';

describe('receipt view', () => {
  it("builds the receipt page's address from the domain's page list", () => {
    expect(receiptPath('8c2e5a71-4d3b-4f6a-9e1c-7b2a3d4e5f60')).toBe(
      '/dashboard/bookings/8c2e5a71-4d3b-4f6a-9e1c-7b2a3d4e5f60/receipt',
    );
  });

  it('names a night priced at the base price the standard rate', () => {
    expect(rateLabel(null)).toBe('Standard rate');
    expect(rateLabel('Summer peak')).toBe('Summer peak');
  });

  it("dates a payment by the resort's calendar", () => {
    expect(paymentDay('2026-12-01T17:30:00.000Z', 'Asia/Manila')).toBe('2026-12-02');
  });

  const VAT = { vatIncluded: '964.29', vatExemptSales: '0.00' };
  const OPEN = { received: '2700.00', refunded: '0.00', amountDue: '6300.00', kept: '0.00' };

  it('lists refund due only when something is owed back', () => {
    const totals = {
      ...VAT,
      ...OPEN,
      total: '9000.00',
      paid: '2700.00',
      balance: '6300.00',
      refundDue: '0.00',
    };
    expect(receiptTotals(totals).map((row) => row.label)).toEqual([
      'Total',
      'VAT included (12%)',
      'Paid',
      'Balance',
    ]);
    expect(receiptTotals({ ...totals, refundDue: '2700.00' }).at(-1)).toMatchObject({
      label: 'Refund due',
      amount: '2700.00',
    });
  });

  it('shows the VAT-exempt sales of a senior citizen / PWD stay after the VAT included', () => {
    const totals = {
      ...OPEN,
      total: '4800.00',
      vatIncluded: '300.00',
      vatExemptSales: '2500.00',
      paid: '0.00',
      balance: '4800.00',
      refundDue: '0.00',
    };
    expect(receiptTotals(totals).slice(0, 3)).toEqual([
      expect.objectContaining({ label: 'Total', amount: '4800.00' }),
      expect.objectContaining({ label: 'VAT included (12%)', amount: '300.00' }),
      expect.objectContaining({ label: 'VAT-exempt sales', amount: '2500.00' }),
    ]);
  });

  it('shows no balance on a cancelled, expired or no-show stay: paid, refunded, refund due and kept', () => {
    // 2,700 paid, 1,000 refunded, 1,700 still due back: the resort keeps nothing of a cancelled stay
    const cancelled = {
      ...VAT,
      total: '9000.00',
      paid: '1700.00',
      balance: '7300.00',
      refundDue: '1700.00',
      received: '2700.00',
      refunded: '1000.00',
      amountDue: '0.00',
      kept: '0.00',
    };
    const rows = (status: Parameters<typeof receiptTotals>[1]) =>
      receiptTotals(cancelled, status).map((row) => [row.label, row.amount]);
    const closed = [
      ['Total', '9000.00'],
      ['VAT included (12%)', '964.29'],
      ['Paid', '2700.00'],
      ['Refunded', '1000.00'],
      ['Refund due', '1700.00'],
      ['Kept by the resort', '0.00'],
    ];
    expect(rows('cancelled')).toEqual(closed);
    expect(rows('expired')).toEqual(closed);
    // a no-show keeps its 1,800 with the resort; no balance, no refund due
    const noShow = {
      ...cancelled,
      paid: '1800.00',
      balance: '4200.00',
      refundDue: '0.00',
      received: '1800.00',
      refunded: '0.00',
      kept: '1800.00',
    };
    expect(receiptTotals(noShow, 'no_show').map((row) => [row.label, row.amount])).toEqual([
      ['Total', '9000.00'],
      ['VAT included (12%)', '964.29'],
      ['Paid', '1800.00'],
      ['Refunded', '0.00'],
      ['Kept by the resort', '1800.00'],
    ]);
    expect(receiptTotals(cancelled, 'completed').map((row) => row.label)).toContain('Balance');
    expect(receiptTotals(cancelled, 'completed').map((row) => row.label)).not.toContain('Kept by the resort');
  });
});
