// A day visit as the API answers it (docs/adr/0063): the client tests' example beside reservationExample.
import { GUEST, paymentExample } from './examples';
import { reservationExample } from './reservation';

/** The example cottage: the test cottages' Bamboo Cabana, ₱2,000 for the day. */
export const COTTAGE_EXAMPLE = {
  id: '5b6c7d8e-9f01-4a2b-8c3d-4e5f6a7b8c9d',
  name: 'Bamboo Cabana',
  imagePath: '/uploads/bamboo-cabana.webp',
};

/**
 * A confirmed day visit on Saturday 15 March 2025 at the demo pass's weekend fees: 2 adults × ₱200, 1
 * child × ₱150, 1 infant free and the Bamboo Cabana (₱2,000): ₱2,550, its 30% down payment paid.
 */
export const dayVisitExample = {
  ...reservationExample,
  id: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
  referenceCode: 'D4YV1S1T',
  kind: 'day_visit' as const,
  roomId: null,
  room: null,
  cottage: COTTAGE_EXAMPLE,
  user: GUEST,
  checkin: '2025-03-15',
  checkout: '2025-03-16',
  adults: 2,
  kids: 1,
  infants: 1,
  totalAmount: '2550.00',
  regularAmount: '2550.00',
  vatIncludedAmount: '273.21',
  specialRequests: '',
  paidAmount: '765.00',
  balance: '1785.00',
  amountDue: '1785.00',
  downPaymentAmount: '765.00',
  payments: [
    {
      ...paymentExample,
      id: '2a3b4c5d-6e7f-4a8b-9c0d-1e2f3a4b5c6d',
      reservationId: '1f2e3d4c-5b6a-4978-8a6b-5c4d3e2f1a0b',
      amount: '765.00',
      transactionId: 'GC-20250310-1207',
      paymentDate: '2025-03-10T02:15:00.000Z',
      status: 'success' as const,
      kind: 'down_payment' as const,
    },
  ],
};
