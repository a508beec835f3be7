// The daily backup at BACKUP_AT, resort time: a timer of its own, not a job runner's `every` (which
// counts fixed intervals from 1970 and so cannot follow the resort's wall clock through its time zone;
// backupNow stays the one "make a backup now"). Several instances on one PostgreSQL: the one that
// gets the advisory lock makes it, and keeps the lock for a while so an instance whose clock is a little
// behind does not make a second one.
import { wallClockMs } from '@domain/dates';
import type { Database } from '../../db/client';
import { engineOf, tryAdvisoryLock } from './repository';
import type { BackupLog } from './service';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
/** How long the instance that made the daily backup keeps the others from making one. */
export const DAILY_LOCK_HOLD_MS = 10 * MINUTE;
const DAILY_LOCK = 'resort-website:daily-backup';

/** Milliseconds from `now` until the clock in `timeZone` next reads `at` ('HH:MM'). */
export const msUntilNextRun = (at: string, timeZone: string, now: Date) => {
  const [hours = 0, minutes = 0] = at.split(':').map(Number);
  const wallNow = wallClockMs(now, timeZone) + now.getUTCMilliseconds();
  const today = new Date(wallNow);
  let next = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), hours, minutes);
  if (next <= wallNow) next += DAY;
  return next - wallNow;
};

export type DailyBackupSchedule = { stop: () => void };

/** Calls `run` every day when the resort's clock reads `at`; stop() ends it (at shutdown). */
export const scheduleDailyBackup = (options: {
  at: string;
  timeZone: string;
  run: () => Promise<unknown>;
  log: BackupLog;
  now?: () => Date;
}): DailyBackupSchedule => {
  const now = options.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  const arm = () => {
    if (stopped) return;
    // a summer-time change moves the wall clock: measured again from each run, never drifts by a day
    timer = setTimeout(fire, msUntilNextRun(options.at, options.timeZone, now()));
    timer.unref();
  };
  const fire = () => {
    options
      .run()
      .catch((error) => options.log.error('The daily backup failed', error))
      .finally(arm);
  };
  arm();
  return {
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
};

/**
 * The daily backup on one instance only: `backup` runs when this instance gets the advisory lock (always on
 * PGlite), which it then keeps DAILY_LOCK_HOLD_MS from the start, or until `signal` aborts (shutdown).
 */
export const runOnOneInstance = async (options: {
  db: Database;
  backup: () => Promise<unknown>;
  log: BackupLog;
  signal?: AbortSignal;
  holdMs?: number;
}) => {
  const release = await tryAdvisoryLock(options.db, DAILY_LOCK);
  if (!release) {
    options.log.info('Another instance is making the daily backup');
    return false;
  }
  const startedAt = Date.now();
  try {
    await options.backup();
  } finally {
    // one process on PGlite: nobody else to keep out
    const hold = engineOf(options.db) === 'postgres' ? (options.holdMs ?? DAILY_LOCK_HOLD_MS) : 0;
    const left = hold - (Date.now() - startedAt);
    if (left > 0 && !options.signal?.aborted)
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        options.signal?.addEventListener('abort', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    await release();
  }
  return true;
};
