// Moments (payments, inquiries, chat messages, reservation history) as the resort's clock shows them, in
// the server's RESORT_TZ (useResortClock gives it), whatever zone the staff member's computer is set to.

const formatters = new Map<string, Intl.DateTimeFormat>();

const OPTIONS = {
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  time: { hour: 'numeric', minute: '2-digit' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

const formatIn = (style: keyof typeof OPTIONS) => (timestamp: string, timeZone: string) => {
  const date = new Date(timestamp);
  if (Number.isNaN(date.getTime())) return timestamp;
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-PH', { ...OPTIONS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter.format(date);
};

/** 'Jul 5, 2026, 3:04 PM'; a text that is not a timestamp is shown as it is. */
export const formatResortDateTime = formatIn('dateTime');

/** '3:04 PM' */
export const formatResortTime = formatIn('time');
