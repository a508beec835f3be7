// "5 minutes ago", "in 3 minutes": how long ago a feed was fetched, beside the exact time.

const UNITS = [
  { unit: 'day', ms: 86_400_000 },
  { unit: 'hour', ms: 3_600_000 },
  { unit: 'minute', ms: 60_000 },
] as const;

const format = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** `timestamp` relative to `now`; under a minute either way is 'just now'. */
export const relativeTime = (timestamp: string, now: Date = new Date()): string => {
  const diff = new Date(timestamp).getTime() - now.getTime();
  if (Number.isNaN(diff)) return timestamp;
  for (const { unit, ms } of UNITS) {
    if (Math.abs(diff) >= ms) return format.format(Math.trunc(diff / ms), unit);
  }
  return 'just now';
};
