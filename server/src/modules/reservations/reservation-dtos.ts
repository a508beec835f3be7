// Full ReservationDtos (room or cottage, guest, payments, paid/balance/paymentStatus, hasReview, optional history
// with actor names) in at most four queries, whatever the number of reservations.

import type { ReservationDto, ReservationEventDto } from '@domain/api-types';
import { isUuid } from '@domain/ids';
import { weatherNoticeOf } from '@domain/weather';
import type { AppContext } from '../../lib/app-context';
import { notFound } from '../../lib/errors';
import { RESERVATION_NOT_FOUND } from './context';
import { toDiscountGuestDto, toEventDto, toReservationDto } from './dto';
import { groupsRefundDue } from './group-money';
import {
  type ArchivedFilter,
  type ReservationFilter,
  type ReservationOrder,
  selectCottagesFor,
  selectDiscountGuestsFor,
  selectEventsFor,
  selectPaymentsFor,
  selectReservationsWithRoomAndUser,
  selectReviewedReservationIds,
} from './lists.repository';
import { selectWeatherFacts } from './weather.repository';

export type LoadReservationOptions = ReservationFilter & {
  order?: ReservationOrder;
  limit?: number;
  /** Adds `history` (reservation_events with actor names): staff lists only. */
  history?: boolean;
};

const groupBy = <T>(items: T[], key: (item: T) => string) => {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const list = map.get(key(item));
    if (list) list.push(item);
    else map.set(key(item), [item]);
  }
  return map;
};

/** Full ReservationDtos in a constant number of queries (reservations+room+user, payments, reviews, events, cottages, groups' money). */
export const loadReservationDtos = async (
  ctx: AppContext,
  options: LoadReservationOptions = {},
): Promise<ReservationDto[]> => {
  const { db, now, config } = ctx.deps;
  // "needs attention" depends on the resort's clock
  const clock = { now: now(), timeZone: config.resortTz };
  const rows = await selectReservationsWithRoomAndUser(db, options);
  if (!rows.length) return [];
  const ids = rows.map((row) => row.reservation.id);
  // a day visit's cottage: only day visits hold one
  const dayVisitIds = rows
    .filter((row) => row.reservation.kind === 'day_visit')
    .map((row) => row.reservation.id);
  const groupIds = rows.flatMap((row) => (row.group ? [row.group.id] : []));
  const [paymentRows, reviewed, eventRows, discountRows, weatherFacts, cottageRows, groupRefunds] =
    await Promise.all([
      selectPaymentsFor(db, ids),
      selectReviewedReservationIds(db, ids),
      options.history ? selectEventsFor(db, ids) : Promise.resolve([]),
      options.history ? selectDiscountGuestsFor(db, ids) : Promise.resolve([]),
      selectWeatherFacts(db, ids),
      selectCottagesFor(db, dayVisitIds),
      groupsRefundDue(db, groupIds),
    ]);
  const cottageBy = new Map(cottageRows.map((cottage) => [cottage.reservationId, cottage]));
  const weatherBy = groupBy(weatherFacts, (fact) => fact.reservationId);
  const paymentsBy = groupBy(paymentRows, (payment) => payment.reservationId);
  const historyBy = new Map<string, ReservationEventDto[]>();
  for (const { event, actor } of eventRows) {
    const list = historyBy.get(event.reservationId) ?? [];
    list.push(toEventDto(event, actor));
    historyBy.set(event.reservationId, list);
  }
  const discountIdsBy = groupBy(discountRows, (row) => row.guest.reservationId);
  return rows.map((row) =>
    toReservationDto({
      ...row,
      payments: paymentsBy.get(row.reservation.id) ?? [],
      hasReview: reviewed.has(row.reservation.id),
      cottage: cottageBy.get(row.reservation.id) ?? null,
      weather: weatherNoticeOf(weatherBy.get(row.reservation.id) ?? []),
      ...(row.group ? { groupRefundDueCentavos: groupRefunds.get(row.group.id) ?? 0 } : {}),
      clock,
      ...(options.history
        ? {
            history: historyBy.get(row.reservation.id) ?? [],
            discountIds: (discountIdsBy.get(row.reservation.id) ?? []).map((id) =>
              toDiscountGuestDto(id.guest, id.recordedBy),
            ),
          }
        : {}),
    }),
  );
};

/** One reservation's DTO; null for an unknown or malformed id. */
export const getReservationDto = async (
  ctx: AppContext,
  id: string,
  options: { history?: boolean; archived?: ArchivedFilter } = {},
): Promise<ReservationDto | null> => {
  if (!isUuid(id)) return null;
  const [dto] = await loadReservationDtos(ctx, { id, ...options });
  return dto ?? null;
};

/** The reservation's DTO after a change to it: 404 when it is not there (an id that never was one). */
export const requireReservationDto = async (
  ctx: AppContext,
  id: string,
  options: { history?: boolean } = {},
): Promise<ReservationDto> => {
  const dto = await getReservationDto(ctx, id, options);
  if (!dto) throw notFound(RESERVATION_NOT_FOUND);
  return dto;
};

/**
 * Several reservations' DTOs by id (unknown or malformed ids are left out), read in four queries, archived
 * ones too: the emails read them, and a cancellation the desk "deletes" at once must still reach its guest.
 */
export const getReservationDtos = async (
  ctx: AppContext,
  ids: readonly string[],
): Promise<ReservationDto[]> => {
  const valid = [...new Set(ids)].filter(isUuid);
  return valid.length ? loadReservationDtos(ctx, { ids: valid, archived: 'include' }) : [];
};

/** The caller's reservations, newest check-in first. */
export const listUserReservations = (ctx: AppContext, userId: string) =>
  loadReservationDtos(ctx, { userId, order: 'newest_checkin' });

/** GET /api/receptionist/reservations: every reservation with its history, by check-in then booking time. */
export const listStaffReservations = (ctx: AppContext): Promise<ReservationDto[]> =>
  loadReservationDtos(ctx, { order: 'checkin_asc', history: true });

/** The admin's archive: reservations the desk "deleted", with their history, newest archived first. */
export const listArchivedReservations = (ctx: AppContext): Promise<ReservationDto[]> =>
  loadReservationDtos(ctx, { order: 'newest_created', history: true, archived: 'only' });
