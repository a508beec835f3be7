// A group booking's answer: the group's code and totals, and each room as a full ReservationDto.
import type { BookingGroupDto, ReservationDto } from '@domain/api-types';
import { groupMoney } from '@domain/booking-groups';
import { toCentavos, toDecimalString } from '@domain/money';
import type { AppContext } from '../../lib/app-context';
import { type BookingGroupRow, findGroupByCode, findGroupById } from './booking-groups.repository';
import { loadReservationDtos } from './reservation-dtos';

/** The group's money from its rooms' answers (what each costs, what was paid on each). */
export const groupMoneyOf = (rooms: readonly ReservationDto[]) =>
  groupMoney(
    rooms.map((room) => ({
      status: room.status,
      totalCentavos: toCentavos(room.totalAmount),
      paidCentavos: toCentavos(room.paidAmount),
    })),
  );

export const toBookingGroupDto = (group: BookingGroupRow, rooms: ReservationDto[]): BookingGroupDto => {
  const money = groupMoneyOf(rooms);
  const first = rooms[0];
  return {
    id: group.id,
    referenceCode: group.referenceCode,
    user: first?.user ?? { firstName: '', lastName: '', email: '' },
    checkin: first?.checkin ?? '',
    checkout: first?.checkout ?? '',
    createdAt: group.createdAt.toISOString(),
    totalAmount: toDecimalString(money.totalCentavos),
    paidAmount: toDecimalString(money.paidCentavos),
    balance: toDecimalString(money.balanceCentavos),
    amountDue: toDecimalString(money.amountDueCentavos),
    downPaymentAmount: toDecimalString(money.downPaymentCentavos),
    refundDue: toDecimalString(money.refundDueCentavos),
    rooms,
  };
};

const withRooms = async (
  ctx: AppContext,
  group: BookingGroupRow | null,
  options: { history?: boolean },
): Promise<BookingGroupDto | null> => {
  if (!group) return null;
  const rooms = await loadReservationDtos(ctx, {
    groupId: group.id,
    archived: 'include',
    order: 'checkin_asc',
    history: options.history ?? false,
  });
  rooms.sort((a, b) => (a.room?.name ?? '').localeCompare(b.room?.name ?? ''));
  return toBookingGroupDto(group, rooms);
};

export const loadBookingGroupDto = async (
  ctx: AppContext,
  id: string,
  options: { history?: boolean } = {},
): Promise<BookingGroupDto | null> => withRooms(ctx, await findGroupById(ctx.deps.db, id), options);

/** The group of this code; null when there is none, or when `ownerId` is given and the group is not theirs. */
export const loadBookingGroupByCode = async (
  ctx: AppContext,
  code: string,
  options: { history?: boolean; ownerId?: string } = {},
): Promise<BookingGroupDto | null> => {
  const group = await findGroupByCode(ctx.deps.db, code.trim().toUpperCase());
  if (group && options.ownerId && group.userId !== options.ownerId) return null;
  return withRooms(ctx, group, options);
};
