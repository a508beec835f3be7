// @vitest-environment jsdom
// Under the receipt of a room of a group: the group's receipt, each room with its lines in short and its
// total, the group payment as one line shared over its rooms, and the group's totals, in English and Filipino.
import '@testing-library/jest-dom/vitest';
import { receiptSchema } from '@domain/api/reservations';
import { siteConfigExample } from '@domain/api/site';
import type { GroupReceiptDto, ReceiptDto } from '@domain/api-types';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '@/lib/i18n';
import { jsonResponse, renderWithQueryClient, stubFetch } from '@/test/stub-api';
import { GroupReceipt } from './group-receipt';

const [example] = (receiptSchema.meta()?.examples ?? []) as ReceiptDto[];
if (!example) throw new Error('the receipt schema has no example');
const room = (id: string, name: string, code: string, total: string): ReceiptDto => ({
  ...example,
  reservation: { ...example.reservation, id, referenceCode: code, room: { name } },
  payments: [],
  totals: { ...example.totals, total },
});
const receipt: GroupReceiptDto = {
  group: {
    id: '7b1e0c4d-0000-4000-8000-000000000001',
    referenceCode: 'GRP23456',
    guest: example.reservation.guest,
    checkin: '2025-03-14',
    checkout: '2025-03-16',
  },
  rooms: [
    room('7b1e0c4d-0000-4000-8000-000000000002', 'Garden Room', 'GARD2345', '9000.00'),
    room('7b1e0c4d-0000-4000-8000-000000000003', 'Nipa Hut', 'NPAH2345', '2000.00'),
  ],
  payments: [
    {
      date: '2025-03-01T02:00:00.000Z',
      kind: 'down_payment',
      method: 'gcash',
      transactionId: 'GC-5512',
      amount: '3300.00',
      rooms: 2,
    },
  ],
  totals: {
    total: '11000.00',
    downPayment: '3300.00',
    paid: '3300.00',
    balance: '7700.00',
    amountDue: '7700.00',
    refundDue: '0.00',
  },
};

stubFetch((input) =>
  String(input).endsWith('/api/config') ? jsonResponse(siteConfigExample) : jsonResponse(receipt),
);
afterEach(() => applyLanguage('en'));

describe("a group's receipt", () => {
  it('lists each room, the group payment as one line and the totals', async () => {
    renderWithQueryClient(<GroupReceipt code="GRP23456" />);
    const rooms = await screen.findAllByTestId('group-receipt-room');
    expect(rooms).toHaveLength(2);
    expect(rooms[0]).toHaveTextContent('Garden RoomGARD2345');
    expect(rooms[0]).toHaveTextContent('₱9,000.00');
    const payment = screen.getByTestId('group-receipt-payment');
    expect(payment).toHaveTextContent('Down payment · GCash · ref GC-5512 · shared over 2 rooms');
    expect(payment).toHaveTextContent('₱3,300.00');
    const totals = screen.getByTestId('group-receipt-totals');
    expect(within(totals).getByText('Group total').nextSibling).toHaveTextContent('₱11,000.00');
    expect(within(totals).getByText('Amount due').nextSibling).toHaveTextContent('₱7,700.00');
  });

  it('reads in Filipino', async () => {
    await applyLanguage('fil');
    renderWithQueryClient(<GroupReceipt code="GRP23456" />);
    expect(await screen.findByRole('heading', { name: 'Resibo ng grupo' })).toBeInTheDocument();
    expect(await screen.findByText('Kabuuan ng grupo')).toBeInTheDocument();
  });
});
