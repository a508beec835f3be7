// @vitest-environment jsdom
// A day visit's receipt page: the day and its cottage instead of a room and nights, and its lines (the
// entrance fee times the heads of each kind, the cottage), in English and Filipino.
import '@testing-library/jest-dom/vitest';
import { siteConfigExample } from '@domain/api/site';
import type { ReceiptDto } from '@domain/api-types';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { ReceiptSheet } from './receipt-sheet';

stubFetch((input) =>
  String(input).endsWith('/api/config') ? jsonResponse(siteConfigExample) : jsonResponse([]),
);
afterEach(() => applyLanguage('en'));

const receipt: ReceiptDto = {
  reservation: {
    id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
    referenceCode: 'D4YV1S1T',
    status: 'completed',
    kind: 'day_visit',
    room: null,
    cottage: { name: 'Bamboo Cabana' },
    guest: { firstName: 'Maria', lastName: 'Santos', email: 'maria@example.com' },
    checkin: '2026-03-14',
    checkout: '2026-03-15',
    adults: 2,
    kids: 1,
    infants: 1,
  },
  nights: [],
  extraGuests: [],
  addOns: [],
  dayVisit: [
    { item: 'adult', quantity: 2, unitPrice: '200.00', amount: '400.00' },
    { item: 'child', quantity: 1, unitPrice: '150.00', amount: '150.00' },
    { item: 'infant', quantity: 1, unitPrice: '0.00', amount: '0.00' },
    { item: 'cottage', quantity: 1, unitPrice: '2000.00', amount: '2000.00' },
  ],
  adjustments: [],
  payments: [],
  totals: {
    total: '2550.00',
    vatIncluded: '273.21',
    vatExemptSales: '0.00',
    paid: '2550.00',
    balance: '0.00',
    refundDue: '0.00',
    received: '2550.00',
    refunded: '0.00',
    amountDue: '0.00',
    kept: '0.00',
  },
};

const lines = () => screen.getAllByTestId('receipt-day-line').map((row) => row.textContent);

describe('a day visit’s receipt', () => {
  it('shows the day and the cottage, and a line per kind of head and the cottage', () => {
    renderWithQueryClient(<ReceiptSheet receipt={receipt} />);
    const stay = screen.getByRole('region', { name: 'Stay' });
    expect(stay).toHaveTextContent('BookingDay visit');
    expect(stay).toHaveTextContent('DaySat, Mar 14, 2026');
    expect(stay).toHaveTextContent('CottageBamboo Cabana');
    expect(stay).toHaveTextContent('2 Adults, 1 Kid, 1 Infant');
    expect(stay).not.toHaveTextContent('Check-out');
    expect(screen.queryByTestId('receipt-night')).not.toBeInTheDocument();
    expect(lines()).toEqual([
      'Entrance, adult2 × ₱200.00₱400.00',
      'Entrance, child1 × ₱150.00₱150.00',
      'Entrance, infant (free)1 × ₱0.00₱0.00',
      'Cottage for the day: Bamboo Cabana1 × ₱2,000.00₱2,000.00',
    ]);
  });

  it('reads in Filipino', async () => {
    await applyLanguage('fil');
    renderWithQueryClient(<ReceiptSheet receipt={receipt} />);
    expect(screen.getByText('Day tour')).toBeInTheDocument();
    expect(lines()[0]).toBe('Entrance, matanda2 × ₱200.00₱400.00');
    expect(lines()[3]).toContain('Cottage para sa araw: Bamboo Cabana');
  });
});
