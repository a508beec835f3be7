// Several rooms booked together (docs/adr/0065): how many, how one amount is split over the rooms, and
// the refusals a group booking can meet. Each room is its own reservation; the group ties them together.
import { refundDueCentavos } from './ledger';
import { downPaymentOf } from './pricing';
import { CALLED_OFF_STATUSES, NOTHING_OWED_STATUSES, type ReservationStatus } from './reservation-status';

/** A group is at least two rooms (one room is an ordinary booking) and at most five. */
export const MIN_GROUP_ROOMS = 2;
export const MAX_GROUP_ROOMS = 5;

export const GROUP_ROOMS_MESSAGE = `Choose ${MIN_GROUP_ROOMS} to ${MAX_GROUP_ROOMS} rooms to book together`;
export const GROUP_ROOMS_DISTINCT_MESSAGE = 'Each room can be in the group only once';
export const GROUP_NOT_FOUND = 'Group booking not found';

/** A race lost on one room refuses the whole group: nothing was booked. */
export const groupRoomTakenMessage = (roomName: string) =>
  `Sorry, ${roomName} was just booked for these dates. Nothing was booked: please choose another room.`;

/**
 * `amountCentavos` split in proportion to `weights` (what each room owes), largest remainder first so
 * the parts add up to the amount exactly. All weights 0: split evenly. Ties go to the earlier room.
 */
export const splitCentavos = (amountCentavos: number, weights: readonly number[]): number[] => {
  if (weights.length === 0) return [];
  const sum = weights.reduce((a, b) => a + b, 0);
  const shares = sum > 0 ? weights : weights.map(() => 1);
  const total = sum > 0 ? sum : weights.length;
  const exact = shares.map((w) => (amountCentavos * w) / total);
  const parts = exact.map(Math.floor);
  let left = amountCentavos - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((value, index) => ({ index, remainder: value - Math.floor(value) }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};

/** One room's money as the group adds it up. */
export type GroupRoomMoney = { status: ReservationStatus; totalCentavos: number; paidCentavos: number };

/**
 * The group's money: its total is what its rooms still booked cost (a cancelled or expired room leaves
 * it), what was paid counts on every room, and an overpayment (after a room left) is due back.
 */
export const groupMoney = (rooms: readonly GroupRoomMoney[]) => {
  const booked = rooms.filter((room) => !CALLED_OFF_STATUSES.includes(room.status));
  const totalCentavos = booked.reduce((sum, room) => sum + room.totalCentavos, 0);
  const paidCentavos = rooms.reduce((sum, room) => sum + room.paidCentavos, 0);
  const owesNothing = rooms.every((room) => NOTHING_OWED_STATUSES.includes(room.status));
  const calledOff = booked.length === 0;
  return {
    totalCentavos,
    paidCentavos,
    balanceCentavos: totalCentavos - paidCentavos,
    amountDueCentavos: owesNothing ? 0 : Math.max(0, totalCentavos - paidCentavos),
    downPaymentCentavos: downPaymentOf(totalCentavos),
    refundDueCentavos: refundDueCentavos({
      status: calledOff ? 'cancelled' : 'confirmed',
      totalCentavos,
      paidCentavos,
    }),
  };
};
