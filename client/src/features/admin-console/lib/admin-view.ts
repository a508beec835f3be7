// The admin dashboard header's greeting by the resort's hour.

/** 'Good morning' etc. by the resort's hour. */
export const greeting = (hour: number) =>
  hour < 12 ? 'Good morning' : hour < 18 ? 'Good afternoon' : 'Good evening';

/** The hour of `now` in the resort's time zone (the server's RESORT_TZ: useResortClock). */
export const resortHour = (now: Date, timeZone: string) =>
  Number(new Intl.DateTimeFormat('en-US', { hour: 'numeric', hourCycle: 'h23', timeZone }).format(now));
