// The SQL behind the hotel figures (docs/financial-report.md defines each). Every query answers per
// calendar month of a window [from, end) of resort days, so a period's figure is the sum of its months.
// Money is summed in integer centavos inside PostgreSQL and travels as text; nothing loops over history
// in JavaScript: stays are cut into months with per-stay arithmetic, not one row per night.
//
// A read model: it only SELECTs, across tables other modules own. Archived rows are counted like any other
// (archiving takes a booking out of the lists, never out of the books).
import type { ReservationKind } from '@domain/day-visits';
import { CALLED_OFF_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, reservationEvents, reservations, rooms } from '../../db/schema';
import {
  calledOffDay,
  type DayWindow,
  listOf,
  monthsCte,
  OWING_STATUSES,
  resortDay,
  rowsOf,
  SOLD_STATUSES,
  WEATHER_CHOICE_ACTIONS,
} from './figures-sql.repository';

export type StayMonthRow = {
  month: string;
  status: ReservationStatus;
  /** A day visit's one "night" is its day (checkout = the day after): its total falls on that day. */
  kind: ReservationKind;
  nights: number;
  cents: string;
  vatExemptSalesCents: string;
  discountCents: string;
  extraGuestCents: string;
  /** The extras (add-ons) inside `cents`: their own line, never room revenue (ADR 0066). */
  addOnCents: string;
};

/**
 * A stay's amount `a` (centavos) spread over its n nights, for the nights inside month m: a div n a night,
 * and the last night also carries the remainder (a - n × (a div n)), so a stay's months add up to it.
 */
const spreadOver = (amount: string) =>
  sql.raw(`(s.${amount} / s.n) * (least(s.o, m.hi) - greatest(s.c, m.lo))
          + case when s.o > m.lo and s.o <= m.hi then s.${amount} - (s.${amount} / s.n) * s.n else 0 end`);

/**
 * Nights and value of sold and pending reservations per month, status and kind, each total spread over its
 * nights; its senior / PWD VAT-exempt sales and discount and its extra guests' charges are spread the same
 * way, so they fall in the same months. A day visit (no room, checkout the day after) is one "night": its whole value on its day.
 */
export const stayNightsByMonth = (db: Database, window: DayWindow) =>
  rowsOf<StayMonthRow>(
    db,
    sql`with ${monthsCte(window)},
    stays as (
      select ${reservations.checkin} as c, ${reservations.checkout} as o,
             (${reservations.checkout} - ${reservations.checkin}) as n,
             round(${reservations.totalAmount} * 100)::bigint as t,
             round(${reservations.vatExemptSales} * 100)::bigint as x,
             round(${reservations.discountAmount} * 100)::bigint as d,
             round(${reservations.extraGuestAmount} * 100)::bigint as e,
             round(${reservations.addOnAmount} * 100)::bigint as a,
             ${reservations.status} as status, ${reservations.kind} as kind
      from ${reservations}
      where ${reservations.status} in (${listOf([...SOLD_STATUSES, 'pending'])})
        and ${reservations.checkin} < ${window.end}::date and ${reservations.checkout} > ${window.from}::date
    )
    select m.month, s.status, s.kind,
      sum(least(s.o, m.hi) - greatest(s.c, m.lo))::int as nights,
      sum(${spreadOver('t')})::text as cents,
      sum(${spreadOver('x')})::text as "vatExemptSalesCents",
      sum(${spreadOver('d')})::text as "discountCents",
      sum(${spreadOver('e')})::text as "extraGuestCents",
      sum(${spreadOver('a')})::text as "addOnCents"
    from months m join stays s on s.c < m.hi and s.o > m.lo
    group by m.month, s.status, s.kind`,
  );

export type CountMonthRow = { month: string; count: number };

/** Room-nights each month could sell: every room for every night before the day it was archived. */
export const availableNightsByMonth = (db: Database, window: DayWindow, tz: string) =>
  rowsOf<CountMonthRow>(
    db,
    sql`with ${monthsCte(window)}
    select m.month,
      sum(greatest(0, least(m.hi, coalesce(${resortDay(rooms.archivedAt, tz)}, m.hi)) - m.lo))::int as count
    from months m cross join ${rooms}
    group by m.month`,
  );

export type PaymentMonthRow = { month: string; receivedCents: string; refundCents: string };

/** Verified money in and refunds out per month of their payment day (resort time). */
export const paymentsByMonth = (db: Database, window: DayWindow, tz: string) =>
  rowsOf<PaymentMonthRow>(
    db,
    sql`select to_char(d, 'YYYY-MM') as month,
      sum(case when kind = 'refund' then 0 else cents end)::text as "receivedCents",
      sum(case when kind = 'refund' then cents else 0 end)::text as "refundCents"
    from (
      select ${resortDay(payments.paymentDate, tz)} as d, round(${payments.amount} * 100)::bigint as cents,
             ${payments.kind} as kind
      from ${payments} where ${payments.status} = 'success'
    ) p
    where d >= ${window.from}::date and d < ${window.end}::date
    group by 1`,
  );

/** Bookings cancelled or expired per month of the day it happened. */
export const cancellationsByMonth = (db: Database, window: DayWindow, tz: string) =>
  rowsOf<CountMonthRow>(
    db,
    sql`select to_char(d, 'YYYY-MM') as month, count(*)::int as count
    from (
      select ${calledOffDay(tz)} as d from ${reservations}
      where ${reservations.status} in (${listOf(CALLED_OFF_STATUSES)})
    ) x
    where d >= ${window.from}::date and d < ${window.end}::date
    group by 1`,
  );

/** No-shows per month of their check-in day (the night the room stood empty). */
export const noShowsByMonth = (db: Database, window: DayWindow) =>
  rowsOf<CountMonthRow>(
    db,
    sql`select to_char(${reservations.checkin}, 'YYYY-MM') as month, count(*)::int as count
    from ${reservations}
    where ${reservations.status} = 'no_show'
      and ${reservations.checkin} >= ${window.from}::date and ${reservations.checkin} < ${window.end}::date
    group by 1`,
  );

export type OpenMoneyRow = {
  month: string;
  status: ReservationStatus;
  totalCents: string;
  paidCents: string;
};

/**
 * Stays checking in in the window whose money is not square today: a sold stay that still owes (a
 * no-show owes nothing), or any stay holding money (paid net of refunds) that may be due back. Only
 * those rows leave the database.
 */
export const openMoneyByCheckin = (db: Database, window: DayWindow) =>
  rowsOf<OpenMoneyRow>(
    db,
    sql`select to_char(r.checkin, 'YYYY-MM') as month, r.status,
      r.total::text as "totalCents", r.paid::text as "paidCents"
    from (
      select ${reservations.checkin} as checkin, ${reservations.status} as status,
        round(${reservations.totalAmount} * 100)::bigint as total,
        coalesce((
          select sum(case when p.kind = 'refund' then -p.amount else p.amount end) * 100
          from ${payments} p where p.reservation_id = ${reservations.id} and p.status = 'success'
        ), 0)::bigint as paid
      from ${reservations}
      where ${reservations.checkin} >= ${window.from}::date and ${reservations.checkin} < ${window.end}::date
    ) r
    where (r.status in (${listOf(OWING_STATUSES)}) and r.paid < r.total)
       or (r.paid > 0 and (r.status in (${listOf(CALLED_OFF_STATUSES)}) or r.paid > r.total))`,
  );

export type StatusCountRow = { status: ReservationStatus; count: number };

/** Reservations with at least one night in the window, per status (archived ones included). */
export const statusCounts = (db: Database, window: DayWindow) =>
  rowsOf<StatusCountRow>(
    db,
    sql`select ${reservations.status} as status, count(*)::int as count from ${reservations}
    where ${reservations.checkin} < ${window.end}::date and ${reservations.checkout} > ${window.from}::date
    group by 1`,
  );

/**
 * The first and last day anything happened (a night, a verified payment or refund, a cancellation): all
 * time is the whole months between them. Null and null on an empty database.
 */
export const activityExtent = async (db: Database, tz: string) => {
  const [row] = await rowsOf<{ first: string | null; last: string | null }>(
    db,
    sql`select min(d)::text as first, max(d)::text as last from (
      select min(${reservations.checkin}) as d from ${reservations}
      union all select max(${reservations.checkout}) - 1 from ${reservations}
      union all select min(${resortDay(payments.paymentDate, tz)}) from ${payments} where ${payments.status} = 'success'
      union all select max(${resortDay(payments.paymentDate, tz)}) from ${payments} where ${payments.status} = 'success'
      union all select min(${calledOffDay(tz)}) from ${reservations}
        where ${reservations.status} in (${listOf(CALLED_OFF_STATUSES)})
      union all select max(${calledOffDay(tz)}) from ${reservations}
        where ${reservations.status} in (${listOf(CALLED_OFF_STATUSES)})
      union all select min(${resortDay(reservationEvents.createdAt, tz)}) from ${reservationEvents}
        where ${reservationEvents.action} in (${listOf(WEATHER_CHOICE_ACTIONS)})
      union all select max(${resortDay(reservationEvents.createdAt, tz)}) from ${reservationEvents}
        where ${reservationEvents.action} in (${listOf(WEATHER_CHOICE_ACTIONS)})
    ) x`,
  );
  return { first: row?.first ?? null, last: row?.last ?? null };
};

export type GroupFiguresRow = { groups: number; rooms: number };

/**
 * Group bookings (several rooms under one code, docs/adr/0065) whose check-in day is in the window: the
 * groups with a sold room (SOLD_STATUSES, as the nights sold count) and those sold rooms. A group's rooms
 * share their dates, so a group falls in one month.
 */
export const groupFigures = async (db: Database, window: DayWindow): Promise<GroupFiguresRow> => {
  const [row] = await rowsOf<GroupFiguresRow>(
    db,
    sql`select count(distinct ${reservations.groupId})::int as groups, count(*)::int as rooms
    from ${reservations}
    where ${reservations.groupId} is not null
      and ${reservations.status} in (${listOf(SOLD_STATUSES)})
      and ${reservations.checkin} >= ${window.from}::date and ${reservations.checkin} < ${window.end}::date`,
  );
  return row ?? { groups: 0, rooms: 0 };
};
