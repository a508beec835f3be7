// The database's status checks hold exactly the domain's lists: a status added to domain/ without
// `npm run db:generate` fails here, before a row with it fails in production.
import { BLOCK_STATES, CALENDAR_CHANNELS } from '@domain/calendar';
import { FAQ_LANGUAGES } from '@domain/chatbot';
import { INQUIRY_STATUSES, ROLES, ROOM_STATUSES } from '@domain/constants';
import { RESERVATION_KINDS } from '@domain/day-visits';
import { PAYMENT_KINDS, PAYMENT_RECORD_STATUSES } from '@domain/payment-status';
import { HOLDING_STATUSES, RESERVATION_STATUSES } from '@domain/reservation-status';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../test/test-app';
import { inquiries } from './schema';

const { db } = await createTestApp();

const CHECKED_LISTS: Record<string, readonly string[]> = {
  users_role_check: ROLES,
  rooms_status_check: ROOM_STATUSES,
  cottages_status_check: ROOM_STATUSES,
  reservations_kind_check: RESERVATION_KINDS,
  reservations_status_check: RESERVATION_STATUSES,
  payments_status_check: PAYMENT_RECORD_STATUSES,
  payments_kind_check: PAYMENT_KINDS,
  inquiries_status_check: INQUIRY_STATUSES,
  calendar_feeds_channel_check: CALENDAR_CHANNELS,
  calendar_blocks_state_check: BLOCK_STATES,
  chatbot_messages_language_check: FAQ_LANGUAGES,
};

/** The quoted values a migrated check allows, as PostgreSQL prints it back: = ANY (ARRAY['a'::text, …]). */
const allowedValues = async (constraint: string) => {
  const result = await db.execute<{ definition: string }>(
    sql`select pg_get_constraintdef(oid) as definition from pg_constraint where conname = ${constraint}`,
  );
  const definition = result.rows[0]?.definition ?? '';
  return [...definition.matchAll(/'([^']*)'::text/g)].map((match) => match[1]);
};

describe('status checks', () => {
  it.each(Object.entries(CHECKED_LISTS))('%s allows exactly the domain list', async (constraint, values) => {
    expect(await allowedValues(constraint)).toEqual([...values]);
  });

  it('refuses a status the domain does not know', async () => {
    const insert = db.insert(inquiries).values({
      name: 'Ana',
      email: 'ana@example.com',
      subject: 'General Inquiry',
      message: 'Hello there',
      status: 'spam' as (typeof INQUIRY_STATUSES)[number],
    });
    const failure = await insert.catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    // drizzle wraps the driver's error: the constraint's name is in its cause
    const { cause } = failure as Error;
    expect(cause instanceof Error ? cause.message : '').toContain('inquiries_status_check');
  });
});

/** The statuses a trigger function names by hand in its `IN (…)`. */
const statusesNamedBy = async (fn: string) => {
  const result = await db.execute<{ definition: string }>(
    sql`select pg_get_functiondef(${fn}::regproc) as definition`,
  );
  const definition = result.rows[0]?.definition ?? '';
  const holding = definition.match(/IN \(([^)]*)\)/)?.[1] ?? '';
  return [...holding.matchAll(/'([^']*)'/g)].map((match) => match[1]);
};

describe('holding triggers', () => {
  // The triggers that fill room_occupancy (migration 0004) and keep reservation_cottages.holding (0023)
  // name the holding statuses by hand
  it.each(['room_occupancy_sync', 'reservation_cottages_holding'])(
    "%s holds for exactly the domain's holding statuses",
    async (fn) => {
      expect(await statusesNamedBy(fn)).toEqual([...HOLDING_STATUSES]);
    },
  );
});
