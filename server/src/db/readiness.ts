// Readiness for a load balancer (GET /api/ready): the database answers within a short time and holds
// every migration this version of the site ships. Liveness (GET /api/health) asks nothing of the database.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { isDatabaseUnavailable } from '../lib/errors';
import { type Database, migrationsFolder } from './client';

/** A check that takes longer says "not ready": the load balancer sends the visitor to another instance. */
const READY_TIMEOUT_MS = 2_000;

let newestMigration: number | undefined;
/** The journal time of this version's newest migration (drizzle stores it as created_at when applied). */
const newestMigrationOfThisVersion = () => {
  newestMigration ??= Math.max(
    ...JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')).entries.map(
      (entry: { when: number }) => entry.when,
    ),
  );
  return newestMigration;
};

const timeout = Symbol('timeout');

/** Why this instance should not get traffic now; undefined when it is ready. */
export const readinessProblem = async (db: Database): Promise<string | undefined> => {
  let timer: NodeJS.Timeout | undefined;
  try {
    const answer = await Promise.race([
      db.execute<{ newest: string | null }>(
        sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
      ),
      new Promise<typeof timeout>((resolve) => {
        timer = setTimeout(() => resolve(timeout), READY_TIMEOUT_MS);
      }),
    ]);
    if (answer === timeout) return `The database did not answer within ${READY_TIMEOUT_MS / 1000} s.`;
    const newest = Number(answer.rows[0]?.newest ?? 0);
    return newest >= newestMigrationOfThisVersion()
      ? undefined
      : 'The database does not hold every migration of this version yet.';
  } catch (error) {
    if (isDatabaseUnavailable(error)) return 'The site cannot reach its database right now.';
    // no migrations table: an empty database
    return 'The database does not hold every migration of this version yet.';
  } finally {
    clearTimeout(timer);
  }
};
