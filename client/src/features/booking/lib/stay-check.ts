// Where the booking form stands on "are these nights free?": the payment step and Book Now show only
// when the answer for the dates on screen is "free". A 409 at Book Now (taken between the check and
// the click) wins over an older "free" until the guest changes the dates.

import type { RoomAvailabilityDto } from '@domain/api-types';
import { ApiError } from '@/lib/api';

export type StayCheck =
  /** The dates are not chosen yet, or not valid: nothing was asked. */
  | { kind: 'dates' }
  | { kind: 'checking' }
  | { kind: 'free' }
  /** `justTaken`: the booking's own 409 message, when Book Now found them taken. */
  | { kind: 'taken'; answer: RoomAvailabilityDto | null; justTaken: string | null }
  /** `message`: the server's refusal (a 4xx); null for a network or server failure (try again). */
  | { kind: 'failed'; message: string | null };

export const stayCheckOf = (options: {
  /** The dates on screen, when valid. */
  stay: { checkin: string; checkout: string } | null;
  query: { data?: RoomAvailabilityDto; error: unknown; isFetching: boolean };
  /** The 409 of Book Now, for the dates it was sent with. */
  justTaken: { message: string; checkin: string; checkout: string } | null;
}): StayCheck => {
  const { stay, query, justTaken } = options;
  if (!stay) return { kind: 'dates' };
  const answer =
    query.data && query.data.checkin === stay.checkin && query.data.checkout === stay.checkout
      ? query.data
      : undefined;
  if (justTaken && justTaken.checkin === stay.checkin && justTaken.checkout === stay.checkout)
    return {
      kind: 'taken',
      answer: answer && !answer.available ? answer : null,
      justTaken: justTaken.message,
    };
  // a check under way (the first, or again after a 409) is never read as "free"
  if (query.isFetching) return { kind: 'checking' };
  if (query.error) {
    const refused = query.error instanceof ApiError && query.error.status < 500 ? query.error : null;
    return { kind: 'failed', message: refused?.serverMessage ?? null };
  }
  if (!answer) return { kind: 'checking' };
  return answer.available ? { kind: 'free' } : { kind: 'taken', answer, justTaken: null };
};

/**
 * 'book' and 'login': the nights are free; 'checking': the sign-in is being read; 'unavailable': the room
 * takes no bookings; 'dates': no valid dates yet (the button shows what is missing); 'checking-dates',
 * 'taken', 'check-failed': the availability check under way, its "taken", or its failure.
 */
export type SubmitMode =
  | 'book'
  | 'login'
  | 'unavailable'
  | 'checking'
  | 'dates'
  | 'checking-dates'
  | 'taken'
  | 'check-failed';

/** What the summary's button does: wait for the check, say what the dates need, sign in, or book. */
export const submitModeOf = (options: {
  bookable: boolean;
  check: StayCheck;
  userLoading: boolean;
  signedIn: boolean;
}): SubmitMode => {
  if (!options.bookable) return 'unavailable';
  const byCheck = CHECK_MODES[options.check.kind];
  if (byCheck) return byCheck;
  if (options.userLoading) return 'checking';
  return options.signedIn ? 'book' : 'login';
};

const CHECK_MODES: Record<StayCheck['kind'], SubmitMode | null> = {
  dates: 'dates',
  checking: 'checking-dates',
  taken: 'taken',
  failed: 'check-failed',
  free: null,
};
