// The column kinds and checks every area of the schema shares.
import { sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, numeric, timestamp, uuid } from 'drizzle-orm/pg-core';

export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** A required link to another table's id, with what happens to this row when that one is deleted. */
export const requiredRef = (name: string, target: () => AnyPgColumn, onDelete: 'cascade' | 'restrict') =>
  uuid(name).notNull().references(target, { onDelete });

/** `column in ('a', 'b')` from the domain's list, so the database refuses a value the domain does not know. */
export const isOneOf = (column: AnyPgColumn, values: readonly string[]) =>
  sql`${column} in (${sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '))})`;

export const daterange = customType<{ data: string }>({ dataType: () => 'daterange' });
/** A set of date ranges, as PostgreSQL writes it: '{[2026-12-31,2027-01-01)}'. */
export const datemultirange = customType<{ data: string }>({ dataType: () => 'datemultirange' });
