// Figures of a scenario's answers: latency percentiles, counts by status, and a light /api/health
// probe while a load runs.

/** How often the /api/health probe asks. */
export const HEALTH_PROBE_MS = 50;

export const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

export const latencySummary = (latencies) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(0)} ms, p99 ${percentile(sorted, 99).toFixed(0)} ms`;
};

export const countStatuses = (results) => {
  const counts = new Map();
  for (const { status } of results) counts.set(status, (counts.get(status) ?? 0) + 1);
  return counts;
};

export const describeOthers = (counts, expected) =>
  [...counts]
    .filter(([status]) => !expected.includes(status))
    .map(([status, n]) => `${n} x ${status === -1 ? 'connection error' : status}`)
    .join(', ');

/**
 * A light probe while the bookings run: GET /api/health one at a time, every HEALTH_PROBE_MS; stop()
 * resolves to the latencies. Slow answers mean the event loop is busy (e.g. a query on its thread).
 */
export const probeHealth = (baseUrl) => {
  const latencies = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const started = performance.now();
      try {
        await (await fetch(`${baseUrl}/api/health`)).arrayBuffer();
        latencies.push(performance.now() - started);
      } catch {
        // a refused probe is not a latency; the bookings' own answers show the errors
      }
      await new Promise((resolve) => setTimeout(resolve, HEALTH_PROBE_MS));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      return latencies;
    },
  };
};
