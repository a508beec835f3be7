// The counters the server's code moves, for GET /metrics (plugins/metrics.ts) in Prometheus's text format.
// Each app has a registry of its own: the tests build many apps in one process, and a registry refuses a
// metric name twice. The process's own metrics (CPU, memory, event loop lag, GC) belong to the process,
// not to an app: they are collected once, in a registry of their own that every app's answer adds.
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

export type Metrics = ReturnType<typeof createMetrics>;

export const createMetrics = () => {
  const registry = new Registry();
  const registers = [registry];
  // the route's pattern (/api/rooms/:id), never the address: one series per route, whatever is asked
  const requestLabels = ['method', 'route', 'status'] as const;
  return {
    registry,
    httpRequests: new Counter({
      name: 'resort_http_requests_total',
      help: 'Requests answered, by method, route pattern and status code',
      labelNames: requestLabels,
      registers,
    }),
    httpDuration: new Histogram({
      name: 'resort_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status code',
      labelNames: requestLabels,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    jobFailures: new Counter({
      name: 'resort_job_failures_total',
      help: 'Background job tries that failed on this instance (each is retried with backoff until its last attempt)',
      labelNames: ['job'] as const,
      registers,
    }),
    emails: new Counter({
      name: 'resort_emails_total',
      help: 'Emails by outcome: sent (to the SMTP server), printed (no SMTP_URL), failed (refused by SMTP; retried)',
      labelNames: ['outcome'] as const,
      registers,
    }),
    calendarSyncs: new Counter({
      name: 'resort_calendar_syncs_total',
      help: 'Imported calendar feed syncs on this instance, by result (failed: the feed could not be fetched, read or applied)',
      labelNames: ['result'] as const,
      registers,
    }),
  };
};

let processRegistry: Registry | undefined;

/** prom-client's default metrics of this process, registered once however many apps it runs. */
export const processMetrics = () => {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
};
