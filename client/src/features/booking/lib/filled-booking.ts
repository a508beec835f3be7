// Test data for the booking form's rules and its draft: a form a guest has filled in, card included,
// with the stray spaces a guest types around the reference number and the special requests.

import { type BookingFormValues, EMPTY_BOOKING_VALUES } from './booking-form';

export const FILLED_BOOKING: BookingFormValues = {
  ...EMPTY_BOOKING_VALUES,
  checkin: '2026-12-20',
  checkout: '2026-12-23',
  adults: '2',
  kids: '1',
  discountGuests: '1',
  paymentMethod: 'GCash',
  transactionId: ' 1023456789 ',
  specialRequests: ' Late arrival ',
  cardNumber: '4111 1111 1111 1111',
  cardExpiry: '12/29',
  cardCvv: '123',
};
