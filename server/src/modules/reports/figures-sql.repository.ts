// The pieces every figure's SQL is built of (figures.repository.ts, weather-figures.repository.ts): the
// window of resort days and its months, the statuses a figure counts, a timestamp as the resort's day.
import { NOTHING_OWED_STATUSES, type ReservationStatus } from '@domain/reservation-status';
import { WEATHER_ACTIONS } from '@domain/weather';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reservationEvents, reservations } from '../../db/schema';

/** Statuses whose nights were sold: they make booked revenue and room-nights sold. */
export const SOLD_STATUSES: readonly ReservationStatus[] = [
  'confirmed',
  'checked_in',
  'completed',
  'no_show',
];

/**
 * Sold statuses whose guest can still owe money: outstanding balances. A no-show's nights were sold, but
 * it owes nothing (NOTHING_OWED_STATUSES): its unpaid part is not a debt the resort chases.
 */
export const OWING_STATUSES: readonly ReservationStatus[] = SOLD_STATUSES.filter(
  (status) => !NOTHING_OWED_STATUSES.includes(status),
);

/** The guest's weather choices the report counts (a weather move or cancellation is activity of its day). */
export const WEATHER_CHOICE_ACTIONS = [WEATHER_ACTIONS.moved, WEATHER_ACTIONS.cancelled];

/** A window of resort days: `from` included, `end` excluded ('YYYY-MM-DD'). */
export type DayWindow = { from: string; end: string };

export const listOf = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

export const rowsOf = async <T>(db: Database, statement: SQL): Promise<T[]> =>
  (await db.execute(statement)).rows as T[];

/** The window's calendar months, each clipped to the window: month 'YYYY-MM', lo included, hi excluded. */
export const monthsCte = (window: DayWindow) => sql`months as (
  select to_char(m, 'YYYY-MM') as month,
         greatest(m::date, ${window.from}::date) as lo,
         least((m + interval '1 month')::date, ${window.end}::date) as hi
  from generate_series(
    date_trunc('month', ${window.from}::date::timestamp),
    (${window.end}::date - 1)::timestamp,
    interval '1 month'
  ) as m
)`;

/** A timestamp column as the resort's calendar day. */
export const resortDay = (column: SQLWrapper, tz: string) => sql`(${column} at time zone ${tz})::date`;

/**
 * The day a cancelled or expired booking was called off: its history's event into that status, or (rows
 * written before the history kept it) its last update.
 */
export const calledOffDay = (tz: string) =>
  resortDay(
    sql`coalesce((
      select max(e.created_at) from ${reservationEvents} e
      where e.reservation_id = ${reservations.id} and e.to_status = ${reservations.status}
    ), ${reservations.updatedAt})`,
    tz,
  );
