// The database's status checks hold exactly the domain's lists: a status added to domain/ without
// `npm run db:generate` fails here, before a row with it fails in production.
import { BLOCK_STATES, CALENDAR_CHANNELS } from '@domain/calendar';
import { FAQ_LANGUAGES } from '@domain/chatbot';
import { INQUIRY_STATUSES, ROLES, ROOM_STATUSES } from '@domain/constants';
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

describe('room occupancy triggers', () => {
  // The trigger that fills room_occupancy names the holding statuses by hand (migration 0004)
  it("holds a reservation's nights for exactly the domain's holding statuses", async () => {
    const result = await db.execute<{ definition: string }>(
      sql`select pg_get_functiondef('room_occupancy_sync'::regproc) as definition`,
    );
    const definition = result.rows[0]?.definition ?? '';
    const holding = definition.match(/IN \(([^)]*)\)/)?.[1] ?? '';
    expect([...holding.matchAll(/'([^']*)'/g)].map((match) => match[1])).toEqual([...HOLDING_STATUSES]);
  });
});
