// What happened, as a use case queues it for the emails it causes (./queue). A booking's event names the
// reservation (and payment) by id: the email job reads the rest when it sends, so a caller never gathers
// amounts or addresses for an email. An event travels as a job's JSON payload: plain data only.
import type { CalendarConflictDto, CalendarFeedAlertDto, InquiryDto } from '@domain/api-types';
import type { Language } from '@domain/languages';

/** What happened to a reservation: the guest's email (and the staff's, for some). */

export type NotificationEvent =
  | { type: 'booking_received'; reservationId: string }
  | { type: 'payment_recorded'; reservationId: string; paymentId: string }
  | { type: 'payment_verified'; reservationId: string; paymentId: string }
  | { type: 'payment_rejected'; reservationId: string; paymentId: string; holdExpiresAt: Date | null }
  | { type: 'booking_confirmed'; reservationId: string }
  | { type: 'booking_expired'; reservationId: string }
  | {
      type: 'cancelled';
      reservationId: string;
      by: 'guest' | 'resort';
      /** A group booking cancelled as a whole (one of its rooms named): one email for the group. */
      wholeGroup?: boolean;
    }
  | { type: 'stay_extended'; reservationId: string; previousCheckout: string }
  | { type: 'checked_out'; reservationId: string }
  | { type: 'refund_recorded'; reservationId: string; paymentId: string }
  | { type: 'arrival_reminder'; reservationId: string }
  | { type: 'no_show'; reservationId: string }
  | { type: 'weather_disrupted'; reservationId: string; startDate: string; endDate: string; note: string }
  | {
      type: 'weather_moved';
      reservationId: string;
      previous: { checkin: string; checkout: string };
    }
  | { type: 'weather_cancelled'; reservationId: string };

export type NotificationType = NotificationEvent['type'];

/** Every email the site sends starts as one of these. */
export type EmailEvent =
  | NotificationEvent
  /** The contact form: the acknowledgement to whoever wrote (in their language) and the staff's alert. */
  | { type: 'inquiry_received'; inquiry: InquiryDto; language: Language }
  /** Conflicts a calendar sync found: the staff's alert for each. */
  | { type: 'calendar_conflicts'; conflicts: CalendarConflictDto[] }
  /** A room's imported calendar fails or went stale: the staff's alert. */
  | { type: 'calendar_feed_alert'; alert: CalendarFeedAlertDto; url: string }
  /**
   * A password reset code for this address: sent if it has an active account (read when it is sent).
   * Queued for any address asked for, so the request does the same work whether or not it has one.
   */
  | { type: 'reset_code'; email: string; code: string };

export const isReservationEvent = (event: EmailEvent): event is NotificationEvent => 'reservationId' in event;

/** The one event of a given type. */
export type EventOf<T extends NotificationType> = Extract<NotificationEvent, { type: T }>;
