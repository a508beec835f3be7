// The reservations module's background work, run by app.jobs (server/src/lib/jobs/runner.ts):
// - 'expire-holds' (every minute): a pending booking whose hold ran out expires: after a rejection, with
//   no payment verified or awaiting verification; an online booking at its "verify by" time, with no
//   payment verified (a reference still waiting does not keep it). Its nights are released, the history
//   says why, the guest is emailed;
// - 'arrival-reminders' (every hour): confirmed guests arriving within REMINDER_DAYS_BEFORE_CHECKIN
//   days get one reminder.
// Each run's changes and the guests' emails (queued) commit in one transaction with the job's "done" mark
// (exactly once, however many server instances share the database); the email job sends them.
import { addDays, todayIn } from '@domain/dates';
import { REMINDER_DAYS_BEFORE_CHECKIN } from '@domain/ledger';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../lib/app-context';
import { queueEmail } from '../notifications';
import * as repo from './repository';

export const EXPIRE_HOLDS_JOB = 'expire-holds';
export const ARRIVAL_REMINDERS_JOB = 'arrival-reminders';

/** Expires every pending booking whose hold is over; the ids it expired. */
export const expireHolds = async (ctx: AppContext, exactlyOnce: ExactlyOnce) => {
  const at = ctx.deps.now();
  const expired = await exactlyOnce(async (tx) => {
    const ids: string[] = [];
    for (const { id, unverified } of await repo.selectExpiredHolds(tx, at)) {
      // the status test in the UPDATE keeps a booking the desk confirmed meanwhile
      if (!(await repo.moveStatus(tx, { id, from: 'pending', to: 'expired', now: at }))) continue;
      await repo.insertEvent(tx, {
        reservationId: id,
        action: 'expired',
        fromStatus: 'pending',
        toStatus: 'expired',
        note: unverified
          ? 'No payment was verified by the verify-by time; the nights are released'
          : 'No payment was verified or awaiting verification when the hold ran out; the nights are released',
        actorId: null,
      });
      await queueEmail(tx, { type: 'booking_expired', reservationId: id }, { at });
      ids.push(id);
    }
    return ids;
  });
  // the released nights are free again in every instance's search
  if (expired.length > 0) await ctx.deps.changes.readsChanged();
  return expired;
};

/** Sends the arrival reminders that are due; the ids it reminded. */
export const sendArrivalReminders = async (ctx: AppContext, exactlyOnce: ExactlyOnce) => {
  const at = ctx.deps.now();
  const today = todayIn(ctx.deps.config.resortTz, at);
  const due = await exactlyOnce(async (tx) => {
    const rows = await repo.selectDueReminders(tx, {
      today,
      lastDay: addDays(today, REMINDER_DAYS_BEFORE_CHECKIN),
    });
    const ids: string[] = [];
    for (const { id } of rows) {
      if (!(await repo.markReminderSent(tx, id, at))) continue;
      await queueEmail(tx, { type: 'arrival_reminder', reservationId: id }, { at });
      ids.push(id);
    }
    return ids;
  });
  return due;
};

type ExactlyOnce = Parameters<Parameters<FastifyInstance['jobs']['define']>[1]>[0]['exactlyOnce'];

/** Registers the jobs with the app's runner (main.ts starts the polling). */
export const defineReservationJobs = (app: FastifyInstance) => {
  app.jobs.define(EXPIRE_HOLDS_JOB, async (run) => {
    await expireHolds(app, run.exactlyOnce);
  });
  app.jobs.define(ARRIVAL_REMINDERS_JOB, async (run) => {
    await sendArrivalReminders(app, run.exactlyOnce);
  });
  app.jobs.every(EXPIRE_HOLDS_JOB, 60_000);
  app.jobs.every(ARRIVAL_REMINDERS_JOB, 60 * 60_000);
};
