// Extras sold with a stay (ADR 0066): the admin's add-ons and the lines booked on reservations. A line is
// priced when added and never repriced; a removed line keeps its row (removed_at/by) for the history.
import { ADD_ON_UNITS } from '@domain/add-ons';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { createdAt, id, isOneOf, money, requiredRef, updatedAt } from './column-types';
import { reservations } from './reservations';

export const addOns = pgTable(
  'add_ons',
  {
    id: id(),
    nameEn: text('name_en').notNull(),
    nameFil: text('name_fil').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionFil: text('description_fil').notNull().default(''),
    imagePath: text('image_path'),
    unit: text('unit', { enum: ADD_ON_UNITS }).notNull(),
    price: money('price').notNull(),
    // at most this many (persons or pieces) on one day, counted behind the add-on's day lock; null: none
    dailyLimit: integer('daily_limit'),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('add_ons_unit_check', isOneOf(t.unit, ADD_ON_UNITS)),
    check('add_ons_price_check', sql`${t.price} >= 0`),
    check('add_ons_daily_limit_check', sql`${t.dailyLimit} is null or ${t.dailyLimit} > 0`),
  ],
);

export const reservationAddOns = pgTable(
  'reservation_add_ons',
  {
    id: id(),
    reservationId: requiredRef('reservation_id', () => reservations.id, 'cascade'),
    addOnId: requiredRef('add_on_id', () => addOns.id, 'restrict'),
    // a trip's day; for the other units the check-in day (what the desk's "due today" reads)
    day: date('day').notNull(),
    quantity: integer('quantity').notNull(),
    unitPrice: money('unit_price').notNull(),
    amount: money('amount').notNull(),
    addedBy: uuid('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
    removedBy: uuid('removed_by').references(() => users.id, { onDelete: 'set null' }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    index('reservation_add_ons_reservation_idx').on(t.reservationId),
    index('reservation_add_ons_day_idx').on(t.day, t.addOnId),
    check('reservation_add_ons_quantity_check', sql`${t.quantity} > 0`),
    check('reservation_add_ons_amount_check', sql`${t.unitPrice} >= 0 and ${t.amount} >= 0`),
  ],
);
