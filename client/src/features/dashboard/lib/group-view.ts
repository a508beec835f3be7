// My Bookings with group bookings (several rooms under one code, docs/adr/0065) shown together: the
// rooms of a group make ONE item, in the active list while any of its rooms is still ahead or under
// way (so a room cancelled alone stays with its group), else in the past ones.
import type { ReservationDto } from '@domain/api-types';
import { toCentavos } from '@domain/money';
import { CLOSED_STATUSES, canCustomerCancel, HOLDING_STATUSES } from '@domain/reservation-status';
import { bookingActions } from './booking-view';

export type BookingItem =
  | { kind: 'booking'; key: string; reservation: ReservationDto }
  | { kind: 'group'; key: string; code: string; rooms: ReservationDto[] };

const isActive = (reservation: Pick<ReservationDto, 'status'>) =>
  HOLDING_STATUSES.includes(reservation.status);

/**
 * The bookings as cards, active ones (soonest first) and past ones (most recent first): each group one
 * item with its rooms in name order, every other booking an item of its own.
 */
export const bookingItems = (reservations: readonly ReservationDto[]) => {
  const groups = new Map<string, ReservationDto[]>();
  const items: BookingItem[] = [];
  for (const reservation of reservations) {
    const group = reservation.group;
    if (!group) {
      items.push({ kind: 'booking', key: reservation.id, reservation });
      continue;
    }
    const rooms = groups.get(group.id);
    if (rooms) rooms.push(reservation);
    else {
      const first = [reservation];
      groups.set(group.id, first);
      items.push({ kind: 'group', key: group.id, code: group.referenceCode, rooms: first });
    }
  }
  for (const rooms of groups.values())
    rooms.sort((a, b) => (a.room?.name ?? '').localeCompare(b.room?.name ?? ''));
  const roomsOf = (item: BookingItem) => (item.kind === 'group' ? item.rooms : [item.reservation]);
  const checkin = (item: BookingItem) => roomsOf(item)[0]?.checkin ?? '';
  const active = items
    .filter((item) => roomsOf(item).some(isActive))
    .sort((a, b) => checkin(a).localeCompare(checkin(b)));
  const past = items
    .filter((item) => !roomsOf(item).some(isActive))
    .sort((a, b) => checkin(b).localeCompare(checkin(a)));
  return { active, past };
};

/**
 * What the guest may do with the whole group, as the server decides it (group-actions.ts): cancel while
 * every room still open may be cancelled; pay up to what the rooms taking payments owe (bookingActions),
 * never above what the group still owes.
 */
export const groupActions = (
  rooms: readonly ReservationDto[],
  money: { amountDueCentavos: number } | null,
) => {
  const open = rooms.filter((room) => !CLOSED_STATUSES.includes(room.status));
  const owing = rooms
    .filter((room) => bookingActions(room).canPay)
    .reduce((sum, room) => sum + Math.max(0, toCentavos(room.balance)), 0);
  const payableCentavos = Math.min(money?.amountDueCentavos ?? 0, owing);
  return {
    canCancel: open.length > 0 && open.every((room) => canCustomerCancel(room.status)),
    canPay: payableCentavos > 0,
    payableCentavos,
  };
};
