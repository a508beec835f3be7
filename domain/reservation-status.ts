// The reservation state machine of spec section 4, used by the server to refuse illegal
// moves (409) and by the screens to show only the actions a status allows.

export const RESERVATION_STATUSES = [
  'pending',
  'confirmed',
  'checked_in',
  'completed',
  'cancelled',
  // a pending booking whose hold ran out (no payment verified or awaiting verification): a kind of cancelled
  'expired',
  // a confirmed guest who never arrived: the desk marks it from the day after check-in
  'no_show',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Statuses that hold the room's nights (the database's no-overlap constraint uses the same list). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in'];

/** Finished statuses: the nights are released (or used) and nothing more can happen but archiving. */
export const CLOSED_STATUSES: readonly ReservationStatus[] = ['completed', 'cancelled', 'expired', 'no_show'];

/** Statuses in which the stay did not happen: money still held for them is due back (except a no-show's). */
export const CALLED_OFF_STATUSES: readonly ReservationStatus[] = ['cancelled', 'expired'];

/**
 * Statuses in which the guest owes nothing more: the stay was called off, or the guest never came (a
 * no-show's payment stays with the resort, and the rest is not chased). Their balance is no debt.
 */
export const NOTHING_OWED_STATUSES: readonly ReservationStatus[] = ['cancelled', 'expired', 'no_show'];

export type StaffAction = 'confirm' | 'checkin' | 'checkout' | 'extend' | 'cancel' | 'no_show' | 'delete';

const STAFF_ACTIONS: Record<ReservationStatus, readonly StaffAction[]> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['checkin', 'cancel', 'no_show'],
  checked_in: ['checkout', 'extend'],
  completed: ['delete'],
  cancelled: ['delete'],
  expired: ['delete'],
  no_show: ['delete'],
};

/** What a move leads to; delete and extend keep the status (delete archives the row). */
export const ACTION_RESULT: Record<Exclude<StaffAction, 'delete' | 'extend'>, ReservationStatus> = {
  confirm: 'confirmed',
  checkin: 'checked_in',
  checkout: 'completed',
  cancel: 'cancelled',
  no_show: 'no_show',
};

/** A no-show can be marked from the day after the check-in day (resort time), never on the day itself. */
export const noShowOpens = (checkin: string, today: string) => today > checkin;

export const staffActionsFor = (status: ReservationStatus): readonly StaffAction[] => STAFF_ACTIONS[status];
export const canStaff = (status: ReservationStatus, action: StaffAction) =>
  STAFF_ACTIONS[status].includes(action);

/** A customer may cancel their own reservation while it is pending or confirmed. */
export const canCustomerCancel = (status: ReservationStatus) =>
  status === 'pending' || status === 'confirmed';

export const STATUS_LABELS: Record<ReservationStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  checked_in: 'Checked In',
  completed: 'Completed',
  cancelled: 'Cancelled',
  expired: 'Expired',
  no_show: 'No-show',
};

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

/**
 * Badge style: confirmed default, checked_in secondary, completed outline, cancelled destructive (and the
 * other ways a stay falls through: expired, no-show), other secondary.
 */
export const statusBadgeVariant = (status: string): BadgeVariant => {
  switch (status) {
    case 'confirmed':
      return 'default';
    case 'completed':
      return 'outline';
    case 'cancelled':
    case 'expired':
    case 'no_show':
      return 'destructive';
    default:
      return 'secondary';
  }
};
