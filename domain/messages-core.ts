// The spec's texts that every page's first JavaScript may show: the search widget's date checks and the
// session's end. They live apart from domain/messages.ts because a module ships whole with the first
// chunk that imports it, and the full table is a kilobyte and a half of the landing's gzipped JavaScript.
// MSG holds them too.
/** The search widget's date checks. */
export const MSG_SEARCH = {
  bookingDatesRequired: 'Please select check-in and check-out dates',
  checkoutAfterCheckin: 'Check-out date must be after check-in date',
  checkinInPast: 'Check-in date cannot be in the past',
} as const;

/** What any page says when a session ended or a role does not allow a call. */
export const MSG_ACCESS = {
  unauthorizedTitle: 'Unauthorized',
  unauthorized: 'You are logged out. Logging in again...',
  forbidden: 'You do not have permission to do that',
} as const;
