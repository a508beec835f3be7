// The weather figures' SQL (docs/financial-report.md): the guests' weather moves and cancellations and the
// money they move, per month of a window of resort days.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { payments, reservationEvents, reservations } from '../../db/schema';
import { type DayWindow, listOf, resortDay, rowsOf, WEATHER_CHOICE_ACTIONS } from './figures-sql.repository';

export type WeatherMonthRow = {
  month: string;
  moves: number;
  movedCents: string;
  cancellations: number;
  refundDueCents: string;
  refundCents: string;
};

/**
 * The weather figures per month: moves and cancellations by the resort day of their history line (one
 * per booking and disruption), what moved stays total now, what weather-cancelled ones still hold (paid net
 * of refunds, all due back), and refunds paid on those by refund day.
 */
export const weatherByMonth = (db: Database, window: DayWindow, tz: string) =>
  rowsOf<WeatherMonthRow>(
    db,
    sql`with weather as (
      select ${resortDay(sql`e.created_at`, tz)} as d, e.action, e.reservation_id,
             round(r.total_amount * 100)::bigint as total_cents,
             coalesce((select sum(case when p.kind = 'refund' then -round(p.amount * 100) else round(p.amount * 100) end)
                       from ${payments} p where p.reservation_id = r.id and p.status = 'success'), 0)::bigint as held_cents
      from ${reservationEvents} e join ${reservations} r on r.id = e.reservation_id
      where e.action in (${listOf(WEATHER_CHOICE_ACTIONS)})
    ), refunds as (
      select ${resortDay(payments.paymentDate, tz)} as d, round(${payments.amount} * 100)::bigint as cents
      from ${payments}
      where ${payments.kind} = 'refund' and ${payments.status} = 'success'
        and exists (select 1 from weather w where w.reservation_id = ${payments.reservationId} and w.action = 'weather_cancelled')
    ), lines as (
      select d, case when action = 'weather_moved' then 1 else 0 end as moves,
             case when action = 'weather_moved' then total_cents else 0 end as moved_cents,
             case when action = 'weather_cancelled' then 1 else 0 end as cancellations,
             case when action = 'weather_cancelled' then greatest(held_cents, 0) else 0 end as due_cents,
             0::bigint as refund_cents
      from weather
      union all
      select d, 0, 0, 0, 0, cents from refunds
    )
    select to_char(d, 'YYYY-MM') as month, sum(moves)::int as moves, sum(moved_cents)::text as "movedCents",
           sum(cancellations)::int as cancellations, sum(due_cents)::text as "refundDueCents",
           sum(refund_cents)::text as "refundCents"
    from lines
    where d >= ${window.from}::date and d < ${window.end}::date
    group by 1`,
  );
