// Weather disruptions: staff declare days a typhoon signal makes stays unsafe; the guests
// whose stays touch those days may move for free or cancel with a full refund due. The rules both the
// server and the screens ask live here (docs/adr/0034-weather-rebooking.md).
import { addDays, isIsoDate, nightsBetween } from './dates';
import { checkVisitDay } from './schemas/day-visits';
import { checkStayLimits, type StayLimits } from './stay-limits';

/** The longest disruption one declaration covers (days, both ends included). */
export const MAX_DISRUPTION_DAYS = 31;
export const DISRUPTION_NOTE_MAX = 300;
/** A moved stay starts at most this many months after the original check-in. */
export const MOVE_WINDOW_MONTHS = 6;

/** A disruption's days, both included: the nights starting on them are unsafe. */
export type DisruptionDays = { startDate: string; endDate: string };
type Stay = { checkin: string; checkout: string };

/** What the guest did about one disruption; `pending` until they choose (or it is lifted). */
export const WEATHER_CHOICES = ['pending', 'moved', 'cancelled'] as const;
export type WeatherChoice = (typeof WEATHER_CHOICES)[number];
export const WEATHER_CHOICE_LABELS: Record<WeatherChoice, string> = {
  pending: 'Waiting for the guest',
  moved: 'Moved',
  cancelled: 'Cancelled, refund due',
};

/** The history's actions for weather (reservation_events.action). */
export const WEATHER_ACTIONS = {
  affected: 'weather_affected',
  moved: 'weather_moved',
  cancelled: 'weather_cancelled',
} as const;

/** A stay [checkin, checkout) has a night on one of the disruption's days. */
export const stayTouches = (stay: Stay, days: DisruptionDays): boolean =>
  stay.checkin <= days.endDate && stay.checkout > days.startDate;

export const MSG_WEATHER = {
  datesRequired: 'Enter the first and last day of the disruption',
  endBeforeStart: 'The last day cannot be before the first day',
  inPast: 'The disruption cannot end in the past',
  tooLong: `A disruption covers at most ${MAX_DISRUPTION_DAYS} days; declare another for the days after`,
  noteRequired: 'Say what the disruption is (e.g. PAGASA TCWS No. 2 for La Union)',
  noteTooLong: `Keep the note under ${DISRUPTION_NOTE_MAX} characters`,
  overlaps: 'A disruption already covers some of these days: lift it first or choose other days',
  moveOutsideWindow: (latest: string) => `Choose a check-in on or before ${latest} (within 6 months)`,
  moveInDisruption: 'Those dates are inside a weather disruption: choose other dates',
  tooExpensive: 'That stay costs more than your booking: choose a room or dates at the same price or lower',
  notAffected: 'This booking is not affected by a weather disruption',
  alreadyChosen: 'You already moved or cancelled this booking because of the weather',
  sameStay: 'Choose dates or a room different from your current booking',
  dayRequired: 'Choose a new day',
  dayOutsideWindow: (latest: string) => `Choose a day on or before ${latest} (within 6 months)`,
  dayInDisruption: 'That day is inside a weather disruption: choose another day',
  dayTooExpensive: 'That day costs more than your booking: choose a day at the same price or lower',
  dayVisitMovesByDay: 'This is a day visit: choose a new day for it',
  stayMovesByDates: 'This is a stay: choose new dates and a room for it',
} as const;

/** The declaration's own rules (the day check needs today: the server passes its own). */
export const checkDisruptionDays = (
  days: { startDate?: string; endDate?: string },
  today: string,
): { path: 'startDate' | 'endDate'; message: string } | null => {
  if (!days.startDate || !isIsoDate(days.startDate))
    return { path: 'startDate', message: MSG_WEATHER.datesRequired };
  if (!days.endDate || !isIsoDate(days.endDate))
    return { path: 'endDate', message: MSG_WEATHER.datesRequired };
  if (days.endDate < days.startDate) return { path: 'endDate', message: MSG_WEATHER.endBeforeStart };
  if (days.endDate < today) return { path: 'endDate', message: MSG_WEATHER.inPast };
  if (nightsBetween(days.startDate, days.endDate) + 1 > MAX_DISRUPTION_DAYS)
    return { path: 'endDate', message: MSG_WEATHER.tooLong };
  return null;
};

/** 'YYYY-MM-DD' plus n calendar months, clamped to the month's last day (Aug 31 + 6 = Feb 28/29). */
export const addMonths = (day: string, months: number): string => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, lastDay));
  return first.toISOString().slice(0, 10);
};

/** The check-in days a weather move may pick: from today to six months after the original check-in. */
export const moveWindow = (originalCheckin: string, today: string) => ({
  earliest: today,
  latest: addMonths(originalCheckin, MOVE_WINDOW_MONTHS),
});

/**
 * Whether new dates fit a weather move: valid and in order, within the window, within the stay
 * limits (any length up to the longest stay), and clear of every active disruption.
 */
export const checkMoveDates = (
  stay: { checkin?: string; checkout?: string },
  options: {
    originalCheckin: string;
    today: string;
    limits: StayLimits;
    disruptions: readonly DisruptionDays[];
  },
): { path: 'checkin' | 'checkout'; message: string } | null => {
  const { checkin, checkout } = stay;
  if (!checkin || !isIsoDate(checkin)) return { path: 'checkin', message: 'Choose a check-in date' };
  if (!checkout || !isIsoDate(checkout)) return { path: 'checkout', message: 'Choose a check-out date' };
  const window = moveWindow(options.originalCheckin, options.today);
  if (checkin < window.earliest) return { path: 'checkin', message: 'Check-in cannot be in the past' };
  if (checkin > window.latest)
    return { path: 'checkin', message: MSG_WEATHER.moveOutsideWindow(window.latest) };
  if (checkout <= checkin) return { path: 'checkout', message: 'Check-out must be after check-in' };
  const limit = checkStayLimits({ checkin, checkout }, { today: options.today, limits: options.limits });
  if (limit) return limit;
  if (options.disruptions.some((days) => stayTouches({ checkin, checkout }, days)))
    return { path: 'checkin', message: MSG_WEATHER.moveInDisruption };
  return null;
};

/** The price rule: a weather move never costs the guest more than what the booking totals now. */
export const fitsMovePrice = (newTotalCentavos: number, currentTotalCentavos: number): boolean =>
  newTotalCentavos <= currentTotalCentavos;

/** The last day of the stay's nights, for texts ("Dec 1 to Dec 3"). */
export const lastNightOf = (stay: Stay) => addDays(stay.checkout, -1);

/** One weather line of a booking's history, with its disruption, as the server reads them. */
export type WeatherEventFact = {
  action: string;
  disruption: DisruptionDays & { id: string; note: string; lifted: boolean };
};

/** The booking's weather state for the guest and the desk: one per disruption it was affected by. */
export type WeatherNotice = DisruptionDays & {
  disruptionId: string;
  note: string;
  lifted: boolean;
  choice: WeatherChoice;
};

/**
 * The disruption that matters for a booking: one still waiting for the guest's choice (and not lifted)
 * first, else the latest one the guest answered; null when weather never touched it. `facts` come in
 * history order.
 */
export const weatherNoticeOf = (facts: readonly WeatherEventFact[]): WeatherNotice | null => {
  const notices = new Map<string, WeatherNotice>();
  for (const { action, disruption } of facts) {
    const { id, ...days } = disruption;
    const notice = notices.get(id) ?? { ...days, disruptionId: id, choice: 'pending' as WeatherChoice };
    if (action === WEATHER_ACTIONS.moved) notice.choice = 'moved';
    if (action === WEATHER_ACTIONS.cancelled) notice.choice = 'cancelled';
    notices.set(id, notice);
  }
  const all = [...notices.values()];
  const open = all.find((notice) => notice.choice === 'pending' && !notice.lifted);
  return open ?? all.reverse().find((notice) => notice.choice !== 'pending') ?? null;
};

/** The guest may still choose: affected, not lifted, not answered, and the booking still holds its room. */
export const canChooseForWeather = (notice: WeatherNotice | null, status: string): boolean =>
  !!notice &&
  notice.choice === 'pending' &&
  !notice.lifted &&
  (status === 'pending' || status === 'confirmed');

/**
 * Whether a new day fits a day visit's weather move: a day the booking takes (today up to the horizon),
 * within the move window, clear of every active disruption. The message of the first problem, else null.
 */
export const checkMoveDay = (
  day: string | undefined,
  options: {
    originalCheckin: string;
    today: string;
    limits: StayLimits;
    disruptions: readonly DisruptionDays[];
  },
): string | null => {
  if (!day) return MSG_WEATHER.dayRequired;
  const visitProblem = checkVisitDay(day, options.today, options.limits);
  if (visitProblem) return visitProblem;
  const { latest } = moveWindow(options.originalCheckin, options.today);
  if (day > latest) return MSG_WEATHER.dayOutsideWindow(latest);
  const visit = { checkin: day, checkout: addDays(day, 1) };
  if (options.disruptions.some((days) => stayTouches(visit, days))) return MSG_WEATHER.dayInDisruption;
  return null;
};

/** What can keep a day visit from a new day: its cottage held, the day full, or a dearer day. */
export const DAY_MOVE_PROBLEMS = ['cottageTaken', 'full', 'tooExpensive'] as const;
export type DayMoveProblem = (typeof DAY_MOVE_PROBLEMS)[number];

/**
 * The new day's answer for the visit: `cottageFree` is null when the booking has no cottage; the heads
 * count infants, as the day's capacity does; the price rule is the stays' (fitsMovePrice).
 */
export const dayMoveProblem = (facts: {
  heads: number;
  capacityLeft: number;
  cottageFree: boolean | null;
  totalCentavos: number;
  currentTotalCentavos: number;
}): DayMoveProblem | null => {
  if (facts.cottageFree === false) return 'cottageTaken';
  if (facts.heads > facts.capacityLeft) return 'full';
  if (!fitsMovePrice(facts.totalCentavos, facts.currentTotalCentavos)) return 'tooExpensive';
  return null;
};
