// What happened, as the use cases tell the notifications module after their transaction commits.
// Each event names the reservation (and payment) by id: notify() reads the rest itself, so a caller
// never has to gather amounts or addresses for an email.

export type NotificationEvent =
  | { type: 'booking_received'; reservationId: string }
  | { type: 'payment_recorded'; reservationId: string; paymentId: string }
  | { type: 'payment_verified'; reservationId: string; paymentId: string }
  | { type: 'payment_rejected'; reservationId: string; paymentId: string; holdExpiresAt: Date | null }
  | { type: 'booking_confirmed'; reservationId: string }
  | { type: 'booking_expired'; reservationId: string }
  | { type: 'cancelled'; reservationId: string; by: 'guest' | 'resort' }
  | { type: 'stay_extended'; reservationId: string; previousCheckout: string }
  | { type: 'checked_out'; reservationId: string }
  | { type: 'refund_recorded'; reservationId: string; paymentId: string }
  | { type: 'arrival_reminder'; reservationId: string }
  | { type: 'no_show'; reservationId: string }
  | { type: 'weather_disrupted'; reservationId: string; startDate: string; endDate: string; note: string }
  | {
      type: 'weather_moved';
      reservationId: string;
      previous: { checkin: string; checkout: string; roomName: string };
    }
  | { type: 'weather_cancelled'; reservationId: string };

export type NotificationType = NotificationEvent['type'];

/** The one event of a given type. */
export type EventOf<T extends NotificationType> = Extract<NotificationEvent, { type: T }>;
