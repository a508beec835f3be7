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

  it('lists refund due only when something is owed back', () => {
    const totals = { ...VAT, total: '9000.00', paid: '2700.00', balance: '6300.00', refundDue: '0.00' };
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

  it('shows no balance owed on a cancelled or expired stay', () => {
    const totals = { ...VAT, total: '9000.00', paid: '2700.00', balance: '6300.00', refundDue: '2700.00' };
    const called = ['Total', 'VAT included (12%)', 'Paid', 'Refund due'];
    expect(receiptTotals(totals, 'cancelled').map((row) => row.label)).toEqual(called);
    expect(receiptTotals(totals, 'expired').map((row) => row.label)).toEqual(called);
    expect(receiptTotals(totals, 'completed').map((row) => row.label)).toContain('Balance');
  });
});
