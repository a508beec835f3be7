// The signed-in guest's cache keys: the URLs the generic query function reads.

export const guestKeys = {
  reservations: ['/api/user/reservations'] as const,
  payments: ['/api/user/payments'] as const,
  reviews: ['/api/user/reviews'] as const,
};

/** What a booking, a cancellation or a payment changes: the guest's bookings and payments. */
export const guestMoneyKeys = [guestKeys.reservations, guestKeys.payments];
