// A group booking's receipt (docs/adr/0065): each room's itemised receipt as a single booking's
// (./receipt.ts, unchanged), the group's verified payments and refunds (a group payment's parts, one per
// room, as the one line the guest paid) and the group's totals (domain/booking-groups.ts groupMoney).
import type { GroupReceiptDto } from '@domain/api-types';
import { GROUP_NOT_FOUND } from '@domain/booking-groups';
import { toCentavos, toDecimalString } from '@domain/money';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { loadBookingGroupByCode } from './group-dto';
import { buildReceipt } from './receipt';

type GroupPaymentLine = GroupReceiptDto['payments'][number];

/** The rooms' payment lines, a group payment's parts (same moment, kind, method, transaction) made one. */
const mergeParts = (lines: readonly Omit<GroupPaymentLine, 'rooms'>[]): GroupPaymentLine[] => {
  const merged = new Map<
    string,
    { line: Omit<GroupPaymentLine, 'rooms'>; centavos: number; rooms: number }
  >();
  for (const line of lines) {
    const key = [line.date, line.kind, line.method, line.transactionId].join('|');
    const seen = merged.get(key);
    if (seen) {
      seen.centavos += toCentavos(line.amount);
      seen.rooms += 1;
    } else merged.set(key, { line, centavos: toCentavos(line.amount), rooms: 1 });
  }
  return [...merged.values()]
    .map(({ line, centavos, rooms }) => ({ ...line, amount: toDecimalString(centavos), rooms }))
    .sort((a, b) => a.date.localeCompare(b.date));
};

/** GET /api/booking-groups/{code}/receipt; 404 when there is none, or when `ownerId` is not its guest. */
export const findGroupReceipt = async (
  ctx: AppContext,
  code: string,
  options: { ownerId?: string } = {},
): Promise<GroupReceiptDto> => {
  const group = await loadBookingGroupByCode(ctx, code, options);
  if (!group) throw notFound(GROUP_NOT_FOUND);
  const rooms = [];
  for (const room of group.rooms) rooms.push(await buildReceipt(ctx, room));
  return {
    group: {
      id: group.id,
      referenceCode: group.referenceCode,
      guest: group.user,
      checkin: group.checkin,
      checkout: group.checkout,
    },
    rooms,
    payments: mergeParts(rooms.flatMap((receipt) => receipt.payments.map(({ id: _id, ...line }) => line))),
    totals: {
      total: group.totalAmount,
      downPayment: group.downPaymentAmount,
      paid: group.paidAmount,
      balance: group.balance,
      amountDue: group.amountDue,
      refundDue: group.refundDue,
    },
  };
};
