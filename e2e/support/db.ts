// Set-ups no public screen offers (a receptionist account, a finished stay), done with SQL on the
// e2e run's own PostgreSQL database. Only available when TEST_DATABASE_URL is set (CI sets it);
// otherwise the journeys that need them are skipped with the reason below.

import { test } from '@playwright/test';
import pg from 'pg';
import { run } from './run';

export const DB_SKIP_REASON =
  'needs the e2e server on PostgreSQL for its set-up: set TEST_DATABASE_URL (CI does), ' +
  'e.g. TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test';

export const hasDatabase = () => run().databaseUrl !== '';

/** Call first in a test that needs SQL set-ups: skips it (with the reason) on embedded PGlite. */
export const requireDatabase = () => {
  test.skip(!hasDatabase(), DB_SKIP_REASON);
};

export const sql = async <Row extends pg.QueryResultRow = pg.QueryResultRow>(
  text: string,
  values: unknown[] = [],
): Promise<Row[]> => {
  if (!hasDatabase()) throw new Error(DB_SKIP_REASON);
  const client = new pg.Client({ connectionString: run().databaseUrl });
  await client.connect();
  try {
    return (await client.query<Row>(text, values)).rows;
  } finally {
    await client.end();
  }
};

export const setUserRole = async (email: string, role: 'customer' | 'receptionist' | 'admin') => {
  const rows = await sql('UPDATE users SET role = $2 WHERE email = $1 RETURNING id', [
    email.toLowerCase(),
    role,
  ]);
  if (rows.length !== 1) throw new Error(`No user ${email} to make ${role}`);
};

export const setReservationStatus = async (
  reservationId: string,
  status: 'pending' | 'confirmed' | 'checked_in' | 'completed' | 'cancelled',
) => {
  const rows = await sql(
    'UPDATE reservations SET status = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [reservationId, status],
  );
  if (rows.length !== 1) throw new Error(`No reservation ${reservationId}`);
};
