// The receipt's cache key: the URL the generic query function reads (its parts joined with '/').

export const receiptKeys = {
  one: (reservationId: string) =>
    ['/api/reservations', encodeURIComponent(reservationId), 'receipt'] as const,
};
