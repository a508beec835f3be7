// The reservation state machine of spec section 4, used by the server to refuse illegal
// moves (409) and by the screens to show only the actions a status allows.

export const RESERVATION_STATUSES = ['pending', 'confirmed', 'checked_in', 'completed', 'cancelled'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

/** Statuses that hold the room's nights (the database's no-overlap constraint uses the same list). */
export const HOLDING_STATUSES: readonly ReservationStatus[] = ['pending', 'confirmed', 'checked_in'];

export type StaffAction = 'confirm' | 'checkin' | 'checkout' | 'extend' | 'cancel' | 'delete';

const STAFF_ACTIONS: Record<ReservationStatus, readonly StaffAction[]> = {
  pending: ['confirm', 'cancel'],
  confirmed: ['checkin', 'cancel'],
  checked_in: ['checkout', 'extend'],
  completed: ['delete'],
  cancelled: ['delete'],
};

/** What a move leads to; delete and extend keep the status (delete removes the row). */
export const ACTION_RESULT: Record<Exclude<StaffAction, 'delete' | 'extend'>, ReservationStatus> = {
  confirm: 'confirmed',
  checkin: 'checked_in',
  checkout: 'completed',
  cancel: 'cancelled',
};

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
};

export type BadgeVariant = 'default' | 'secondary' | 'outline' | 'destructive';

/** Badge style: confirmed default, checked_in secondary, completed outline, cancelled destructive, other secondary. */
export const statusBadgeVariant = (status: string): BadgeVariant => {
  switch (status) {
    case 'confirmed':
      return 'default';
    case 'completed':
      return 'outline';
    case 'cancelled':
      return 'destructive';
    default:
      return 'secondary';
  }
};
