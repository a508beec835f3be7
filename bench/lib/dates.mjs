// Dates for the scenarios, in the resort's time zone (RESORT_TZ, as the server reads it).

// Built once: a DateTimeFormat costs the load generator ~0.1 ms to make, and the cold search asks two
// dates per request on the server's own two cores.
const resortToday = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.RESORT_TZ || 'Asia/Manila' });

/** YYYY-MM-DD in the resort's time zone, `days` from today. */
export const resortDay = (days) => {
  const date = new Date(`${resortToday.format(new Date())}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
