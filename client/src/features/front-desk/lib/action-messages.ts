// The spec's texts for each front-desk action (sections 5 and 8): success toasts, error defaults and
// what the confirmation dialogs say.

import type { StatusMove } from '../api/change-reservation-status';

export type DeskAction = StatusMove | 'extend' | 'extend_hold' | 'delete';

export const ACTION_SUCCESS: Record<DeskAction, string> = {
  confirm: 'Reservation confirmed and confirmation email sent to guest.',
  checkin: 'Guest checked in successfully',
  checkout: 'Guest checked out successfully',
  cancel: 'Reservation cancelled successfully',
  no_show: 'Marked as a no-show. The room is free again.',
  extend: 'Stay extended successfully',
  extend_hold: 'Hold extended: the nights stay held until a payment is verified.',
  delete: 'Reservation deleted permanently',
};

export const ACTION_ERROR: Record<DeskAction, string> = {
  confirm: 'Failed to confirm reservation.',
  checkin: 'Failed to check in guest',
  checkout: 'Failed to check out guest',
  cancel: 'Failed to cancel reservation',
  no_show: 'Failed to mark the no-show',
  extend: 'Failed to extend stay',
  extend_hold: 'Failed to extend the hold',
  delete: 'Failed to delete reservation',
};

export const WALK_IN_TEXT = {
  registered: 'Customer registered successfully! Now proceed with booking.',
  registerFailed: 'Failed to register walk-in customer',
  booked: 'Booking created successfully.',
  bookFailed: 'Failed to create booking',
} as const;

export const PAYMENT_TEXT = {
  recordFailed: 'Failed to record payment',
  verifyFailed: 'Failed to update payment',
  refundFailed: 'Failed to record the refund',
} as const;
