// Day visits (docs/adr/0063-day-visits.md): the admin's entrance pass (one row), the holidays priced as
// weekends, the cottages, and the cottages' days held by reservations. The visits themselves are
// reservations of kind `day_visit` (reservations.ts).
import { ROOM_STATUSES } from '@domain/constants';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, money, requiredRef, updatedAt } from './column-types';
import { reservations } from './reservations';

/** The entrance pass: one row (id 1) once the admin has set it; none means day visits are not offered. */
export const dayPassSettings = pgTable(
  'day_pass_settings',
  {
    id: integer('id').primaryKey().default(1),
    adultWeekdayPrice: money('adult_weekday_price').notNull(),
    adultWeekendPrice: money('adult_weekend_price').notNull(),
    childWeekdayPrice: money('child_weekday_price').notNull(),
    childWeekendPrice: money('child_weekend_price').notNull(),
    childRule: text('child_rule').notNull().default(''),
    childRuleFil: text('child_rule_fil').notNull().default(''),
    openingHours: text('opening_hours').notNull().default(''),
    dailyCapacity: integer('daily_capacity').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('day_pass_settings_one_row_check', sql`${t.id} = 1`),
    check(
      'day_pass_settings_prices_check',
      sql`${t.adultWeekdayPrice} > 0 and ${t.adultWeekendPrice} > 0 and ${t.childWeekdayPrice} > 0 and ${t.childWeekendPrice} > 0`,
    ),
    check('day_pass_settings_capacity_check', sql`${t.dailyCapacity} > 0`),
  ],
);

/** A day priced as a weekend (a public holiday, a town fiesta): the admin lists them. */
export const holidays = pgTable('holidays', {
  date: date('date').primaryKey(),
  name: text('name').notNull(),
});

export const cottages = pgTable(
  'cottages',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    capacity: integer('capacity').notNull(),
    price: money('price').notNull(),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('available'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('cottages_status_check', isOneOf(t.status, ROOM_STATUSES)),
    check('cottages_price_check', sql`${t.price} > 0`),
    check('cottages_capacity_check', sql`${t.capacity} > 0`),
  ],
);

/**
 * A cottage's day held by a reservation. `holding` is the reservation's status being one of the
 * HOLDING_STATUSES, kept by triggers (migration 0023), so the unique index below lets no two holding
 * reservations have one cottage on one day, as room_occupancy's constraint does for a room's nights.
 */
export const reservationCottages = pgTable(
  'reservation_cottages',
  {
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    cottageId: requiredRef('cottage_id', () => cottages.id, 'restrict'),
    day: date('day').notNull(),
    holding: boolean('holding').notNull().default(true),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.cottageId, t.day] }),
    uniqueIndex('reservation_cottages_one_holder').on(t.cottageId, t.day).where(sql`${t.holding}`),
    index('reservation_cottages_day_idx').on(t.day),
  ],
);
