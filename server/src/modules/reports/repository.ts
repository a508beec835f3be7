// Drizzle queries behind the CSV exports' reservation rows and the admin's guest and rating cards (the
// money and hotel figures are in figures.repository.ts). Sums stay numeric in SQL and travel as text
// ("1234.56"), so no float touches a peso before the service counts centavos.
//
// A read model: it only SELECTs, across the tables other modules own (reservations, payments, rooms,
// users, reviews), because a report is one query over all of them. It never writes a row.
import type { ReservationKind } from '@domain/day-visits';
import type { ReservationStatus } from '@domain/reservation-status';
import { and, asc, eq, lt, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { guestColumns } from '../../db/columns';
import {
  cottages,
  payments,
  reservationCottages,
  reservationEvents,
  reservations,
  reviews,
  rooms,
  users,
} from '../../db/schema';

export type ReservationExportRow = {
  id: string;
  referenceCode: string;
  firstName: string;
  lastName: string;
  email: string;
  kind: ReservationKind;
  /** Null for a day visit: it books no room. */
  roomName: string | null;
  /** The cottages it rented for a day ('; ' between two), null when none. */
  cottageNames: string | null;
  checkin: string;
  checkout: string;
  adults: number;
  kids: number;
  infants: number;
  status: ReservationStatus;
  totalAmount: string;
  /** The senior / PWD discount's parts (docs/pricing.md): the regular price is total + VAT exemption + discount. */
  discountGuests: number;
  vatExemptSales: string;
  extraGuestAmount: string;
  addOnAmount: string;
  vatExemptAmount: string;
  discountAmount: string;
  /** Verified payments, refunds left out (numeric sum as text). */
  receivedAmount: string;
  /** Refunds paid back (numeric sum as text). */
  refundedAmount: string;
  archivedAt: Date | null;
  paymentMethod: string | null;
  transactionId: string | null;
  specialRequests: string;
  createdAt: Date;
  /** 'weather_moved' / 'weather_cancelled' when the guest moved or cancelled it because of weather. */
  weatherAction: string | null;
};

/** Sum of one reservation's successful payments of one kind: money in, or refunds out. */
const successfulSum = (refunds: boolean) => sql<string>`coalesce((
  select sum(${payments.amount}) from ${payments}
  where ${payments.reservationId} = ${reservations.id} and ${payments.status} = 'success'
    and ${payments.kind} ${refunds ? sql`=` : sql`<>`} 'refund'
), 0)::text`;

/** A reservation's cottages, by name (a day visit's, or a stay's rented for a day). */
const cottageNames = sql<string | null>`(
  select string_agg(distinct ${cottages.name}, '; ' order by ${cottages.name}) from ${reservationCottages}
  join ${cottages} on ${cottages.id} = ${reservationCottages.cottageId}
  where ${reservationCottages.reservationId} = ${reservations.id}
)`;

/**
 * Every reservation (archived ones too: they still count), stays and day visits, with its guest, room or
 * cottage, money in and refunds, by check-in; with a window, only those with a night (a day visit: its day)
 * in it. Rooms are left-joined: a day visit has none.
 */
export const reservationsForExport = (
  db: Database,
  window?: { from: string; end: string },
): Promise<ReservationExportRow[]> =>
  db
    .select({
      id: reservations.id,
      referenceCode: reservations.referenceCode,
      ...guestColumns,
      kind: reservations.kind,
      roomName: rooms.name,
      cottageNames,
      checkin: reservations.checkin,
      checkout: reservations.checkout,
      adults: reservations.adults,
      kids: reservations.kids,
      infants: reservations.infants,
      status: reservations.status,
      totalAmount: reservations.totalAmount,
      discountGuests: reservations.discountGuests,
      vatExemptSales: reservations.vatExemptSales,
      extraGuestAmount: reservations.extraGuestAmount,
      addOnAmount: reservations.addOnAmount,
      vatExemptAmount: reservations.vatExemptAmount,
      discountAmount: reservations.discountAmount,
      receivedAmount: successfulSum(false),
      refundedAmount: successfulSum(true),
      archivedAt: reservations.archivedAt,
      paymentMethod: reservations.paymentMethod,
      transactionId: reservations.transactionId,
      specialRequests: reservations.specialRequests,
      createdAt: reservations.createdAt,
      weatherAction: sql<string | null>`(
        select ${reservationEvents.action} from ${reservationEvents}
        where ${reservationEvents.reservationId} = ${reservations.id}
          and ${reservationEvents.action} in ('weather_moved', 'weather_cancelled')
        order by ${reservationEvents.createdAt} desc limit 1
      )`,
    })
    .from(reservations)
    .innerJoin(users, eq(users.id, reservations.userId))
    .leftJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(
      window
        ? and(lt(reservations.checkin, window.end), sql`${reservations.checkout} > ${window.from}::date`)
        : undefined,
    )
    .orderBy(asc(reservations.checkin), asc(reservations.createdAt));

// ---------------------------------------------------------------------------------------------
// Admin stats cards

/** Statuses whose guests never came: they are left out of the guest count. */
const NO_STAY_STATUSES: readonly ReservationStatus[] = ['cancelled', 'expired', 'no_show'];

/** Adults plus kids of every reservation whose guests came or are coming, all time (archived ones too). */
export const totalGuests = async (db: Database): Promise<number> => {
  const [row] = await db
    .select({ guests: sql<number>`coalesce(sum(${reservations.adults} + ${reservations.kids}), 0)::int` })
    .from(reservations)
    .where(notInArray(reservations.status, [...NO_STAY_STATUSES]));
  return row?.guests ?? 0;
};

/** Average rating of approved reviews as text (null when there are none). */
export const averageApprovedRating = async (db: Database): Promise<string | null> => {
  const [row] = await db
    .select({ average: sql<string | null>`avg(${reviews.rating})::text` })
    .from(reviews)
    .where(sql`${reviews.approved}`);
  return row?.average ?? null;
};
