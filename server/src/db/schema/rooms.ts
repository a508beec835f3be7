// Rooms, their seasonal rates, and the resort's amenities.
import { ROOM_STATUSES } from '@domain/constants';
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id, isOneOf, money, requiredRef, updatedAt } from './column-types';

export const rooms = pgTable(
  'rooms',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    imagePath: text('image_path'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    basePrice: money('base_price').notNull(),
    maxAdults: integer('max_adults').notNull().default(2),
    maxKids: integer('max_kids').notNull().default(0),
    maxOccupancy: integer('max_occupancy').notNull().default(2),
    // "good for N persons" (docs/pricing.md, Extra guests): the persons the rate includes. No default (one
    // cannot name max_occupancy): every insert says it, the rooms existing before it got their max occupancy.
    baseOccupancy: integer('base_occupancy').notNull(),
    extraAdultCharge: money('extra_adult_charge').notNull().default('0'),
    extraChildCharge: money('extra_child_charge').notNull().default('0'),
    status: text('status', { enum: ROOM_STATUSES }).notNull().default('available'),
    amenities: jsonb('amenities').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    // "deleted" with history: off the site and the admin's list, its bookings still in every report
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    // the secret in the room's calendar export URL (travel sites poll it); the admin can rotate it
    calendarToken: text('calendar_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
  },
  (t) => [
    check('rooms_status_check', isOneOf(t.status, ROOM_STATUSES)),
    check('rooms_price_check', sql`${t.basePrice} > 0`),
    check(
      'rooms_extra_guests_check',
      sql`${t.baseOccupancy} between 1 and ${t.maxOccupancy} and ${t.extraAdultCharge} >= 0 and ${t.extraChildCharge} >= 0`,
    ),
  ],
);

export const roomRates = pgTable(
  'room_rates',
  {
    id: id(),
    roomId: requiredRef('room_id', () => rooms.id, 'cascade'),
    rateType: text('rate_type').notNull(),
    price: money('price').notNull(),
    description: text('description').notNull().default(''),
    // both days inclusive: the rate prices every night starting from validFrom to validTo
    validFrom: date('valid_from').notNull(),
    validTo: date('valid_to').notNull(),
  },
  (t) => [
    index('room_rates_room_idx').on(t.roomId),
    check('room_rates_range_check', sql`${t.validTo} >= ${t.validFrom}`),
  ],
);

export const amenities = pgTable('amenities', {
  id: id(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  icon: text('icon'),
  imagePath: text('image_path'),
  displayOrder: integer('display_order').notNull().default(0),
  createdAt: createdAt(),
});
