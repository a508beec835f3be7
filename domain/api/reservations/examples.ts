// The example ids, guest and payment the reservation schemas' examples share.
export const RESERVATION_ID = '8c2e5a71-4d3b-4f6a-9e1c-7b2a3d4e5f60';
export const GUEST = { firstName: 'Maria', lastName: 'Santos', email: 'maria.santos@example.com' };

export const paymentExample = {
  id: 'd4e5f6a7-1b2c-4d3e-8f9a-0b1c2d3e4f5a',
  reservationId: RESERVATION_ID,
  amount: '2250.00',
  paymentMethod: 'gcash',
  transactionId: 'GC-20250301-8841',
  paymentDate: '2025-03-01T08:30:00.000Z',
  status: 'success',
  kind: 'down_payment',
  reason: '',
};
