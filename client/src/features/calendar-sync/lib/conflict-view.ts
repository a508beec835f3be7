// What the desk may do with a conflict, from what it overlaps now.

import type { CalendarConflictDto } from '@domain/api-types';
import { canStaff } from '@domain/reservation-status';

export type ReservationSide = Extract<CalendarConflictDto['overlapping'][number], { kind: 'reservation' }>;

/**
 * The bookings "Cancel our booking" would cancel: offered only when our bookings alone hold the event's
 * nights and each can still be cancelled (a travel site's block there would keep them taken anyway).
 */
export const cancellableOurs = (conflict: CalendarConflictDto): ReservationSide[] => {
  const ours = conflict.overlapping.filter(
    (overlap): overlap is ReservationSide => overlap.kind === 'reservation',
  );
  if (ours.length === 0 || ours.length !== conflict.overlapping.length) return [];
  return ours.every((overlap) => canStaff(overlap.status, 'cancel')) ? ours : [];
};
