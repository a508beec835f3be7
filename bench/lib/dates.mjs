// Dates for the scenarios, in the resort's time zone (RESORT_TZ, as the server reads it).

/** YYYY-MM-DD in the resort's time zone, `days` from today. */
export const resortDay = (days) => {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: process.env.RESORT_TZ || 'Asia/Manila' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
