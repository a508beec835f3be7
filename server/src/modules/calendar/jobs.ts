// The calendar module's background work, run by app.jobs (server/src/lib/jobs/runner.ts):
// 'calendar-sync' (every minute) fetches the feeds that are due. The job itself only looks for due
// feeds: each feed is claimed on its own (sync-feed.ts), so with several instances on one database a feed
// is fetched once per CALENDAR_SYNC_MINUTES, and a fetch (network, minutes) never runs inside the job's
// transaction.
import type { FastifyInstance } from 'fastify';
import { syncDueFeeds } from './sync-feed';

export const CALENDAR_SYNC_JOB = 'calendar-sync';

export const defineCalendarJobs = (app: FastifyInstance) => {
  app.jobs.define(CALENDAR_SYNC_JOB, async () => {
    await syncDueFeeds(app);
  });
  app.jobs.every(CALENDAR_SYNC_JOB, 60_000);
};
