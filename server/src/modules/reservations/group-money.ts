// A group booking's money read inside a transaction: what its rooms cost and what was paid on them
// (domain/booking-groups.ts groupMoney). The desk's per-room moves read it for a room of a group: the
// group was paid as one (one down payment split over the rooms), so it is checked as one.
import { groupMoney } from '@domain/booking-groups';
import { toCentavos } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { selectGroupRoomTotals, selectGroupsRoomMoney } from './booking-groups.repository';
import { sumSuccessfulPayments } from './payments.repository';

export const groupMoneyIn = async (db: Database | Tx, groupId: string) => {
  const rooms = await selectGroupRoomTotals(db, groupId);
  const parts = [];
  for (const room of rooms)
    parts.push({
      status: room.status,
      totalCentavos: toCentavos(room.totalAmount),
      paidCentavos: toCentavos(await sumSuccessfulPayments(db, room.id)),
    });
  return groupMoney(parts);
};

/** What is due back on each of the groups (by id): what was paid above the group's total, in one query. */
export const groupsRefundDue = async (db: Database | Tx, groupIds: readonly string[]) => {
  const rooms = await selectGroupsRoomMoney(db, [...new Set(groupIds)]);
  const byGroup = new Map<
    string,
    { status: (typeof rooms)[number]['status']; totalCentavos: number; paidCentavos: number }[]
  >();
  for (const room of rooms) {
    const list = byGroup.get(room.groupId) ?? [];
    list.push({
      status: room.status,
      totalCentavos: toCentavos(room.totalAmount),
      paidCentavos: toCentavos(room.paid),
    });
    byGroup.set(room.groupId, list);
  }
  return new Map([...byGroup].map(([id, parts]) => [id, groupMoney(parts).refundDueCentavos]));
};
