// A group booking's money read inside a transaction: what its rooms cost and what was paid on them
// (domain/booking-groups.ts groupMoney). The desk's per-room moves read it for a room of a group: the
// group was paid as one (one down payment split over the rooms), so it is checked as one.
import { groupMoney } from '@domain/booking-groups';
import { toCentavos } from '@domain/money';
import type { Database, Tx } from '../../db/client';
import { selectGroupRoomTotals } from './booking-groups.repository';
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
