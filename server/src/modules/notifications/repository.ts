// The notifications' own queries (the outbox's rows are written by the mailer, lib/mailer.ts).
import { and, asc, gte, isNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailOutbox, jobs } from '../../db/schema';

/**
 * The ids of unsent mails kept in [createdFrom, createdBefore) with no job whose dedupeKey is
 * `jobKeyPrefix` + their id, oldest first (the outbox's partial index of unsent mails reads them).
 */
export const unsentMailsWithoutJob = async (
  db: Database,
  range: { createdFrom: Date; createdBefore: Date; jobKeyPrefix: string; limit: number },
): Promise<string[]> => {
  const rows = await db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        isNull(emailOutbox.sentAt),
        gte(emailOutbox.createdAt, range.createdFrom),
        lt(emailOutbox.createdAt, range.createdBefore),
        notExists(
          db
            .select({ one: sql`1` })
            .from(jobs)
            .where(sql`${jobs.dedupeKey} = ${range.jobKeyPrefix} || ${emailOutbox.id}::text`),
        ),
      ),
    )
    .orderBy(asc(emailOutbox.createdAt))
    .limit(range.limit);
  return rows.map((row) => row.id);
};
