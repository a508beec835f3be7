// What a booking is asked with and answers: the options of createReservation (guest bookings and the
// front desk's bookings for a walk-in guest) and its result.
import type { ReservationDto } from '@domain/api-types';

export type DownPaymentOption = {
  /** 'pending' = awaiting verification by staff (guest bookings); 'success' = received (front desk). */
  status: 'pending' | 'success';
  kind: 'down_payment' | 'desk';
  /** Defaults to 30% of the total. */
  amountCentavos?: number;
};

export type CreateReservationOptions = {
  /**
   * The guest who holds the booking, as the caller already loaded and checked them (the session's user,
   * the customer the desk picked): their names go in the answer without another read.
   */
  guest: BookingGuest;
  roomId: string;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  /** Guests who are senior citizens or PWDs (RA 9994, RA 10754); at most adults + kids. */
  discountGuests?: number;
  specialRequests?: string;
  /** Stored on the reservation as given (GCash, BankTransfer, Card, or a record method such as cash). */
  paymentMethod: string;
  transactionId: string;
  idempotencyKey?: string | null;
  /** Who made the booking (staff for walk-ins); defaults to the guest. */
  createdBy?: string;
  /**
   * A staff-entered regular price in centavos (the discount still applies to it). Never pass a guest's
   * number: omit it and the server prices the stay.
   */
  totalOverrideCentavos?: number;
  /** Defaults to a pending 30% down payment; null records no payment. */
  downPayment?: DownPaymentOption | null;
  /** Note on the 'created' history event. */
  note?: string;
  /**
   * Staff's reason for a stay longer than MAX_STAY_NIGHTS: the explicit override, kept in the history.
   * Never set it from a guest's request.
   */
  longStayReason?: string;
  /** Send the 'Booking received' email (default true). */
  sendEmail?: boolean;
  /** A guest booking online: refused when they already have MAX_PENDING_BOOKINGS awaiting verification. */
  limitPending?: boolean;
  /**
   * A guest booking online, its payment not verified: held until "verify by", within the caps of the
   * account (by its age) and of the address it came from. Never set it for walk-in or desk bookings.
   */
  unverifiedHold?: { address: string; accountCreatedAt: Date };
};

export type BookingGuest = { id: string; firstName: string; lastName: string; email: string };

export type CreateReservationResult = { reservation: ReservationDto; created: boolean };

/** A guest booking's down payment unless the caller says otherwise: 30%, awaiting verification. */
export const DEFAULT_DOWN_PAYMENT: DownPaymentOption = { status: 'pending', kind: 'down_payment' };
