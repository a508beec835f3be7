// "Is this room free for these nights, and if not, what is nearest?": the booking form asks before it
// shows the payment step, so a guest never sends money for nights that are taken. The server answers
// from room_occupancy (the table whose exclusion constraint refuses a booking's insert); this file holds
// the pure part: which stays of the same length around the asked one are free.
import { addDays, nightsBetween } from './dates';

/** A stay or a taken range: the nights [checkin, checkout). */
export type NightRange = { checkin: string; checkout: string };

/** How far before and after the asked check-in the nearest free stay is looked for. */
export const NEAREST_DATES_WINDOW_DAYS = 60;
/** Other free rooms offered for the same nights, at most. */
export const OTHER_ROOMS_LIMIT = 3;

/**
 * The nearest free stays of the asked length in one room: at most one starting earlier and one
 * starting later, nearest first (later first on a tie: most guests can come later sooner than earlier).
 * Check-ins stay within [earliest, latest] (today and the booking horizon) and within `windowDays` of the
 * asked one. The work is bounded: 2 x windowDays candidates, each checked against a day map.
 */
export const nearestFreeStays = (options: {
  stay: NightRange;
  /** Taken nights of the room around the stay (overlapping ranges allowed). */
  taken: readonly NightRange[];
  earliest: string;
  latest: string;
  windowDays?: number;
}): NightRange[] => {
  const { stay, taken, earliest, latest } = options;
  const windowDays = options.windowDays ?? NEAREST_DATES_WINDOW_DAYS;
  const nights = nightsBetween(stay.checkin, stay.checkout);
  if (nights < 1) return [];
  // Night i of the map is stay.checkin - windowDays + i; the map spans every night a candidate can hold.
  const origin = addDays(stay.checkin, -windowDays);
  const size = 2 * windowDays + nights;
  const takenNight = new Array<boolean>(size).fill(false);
  for (const range of taken) {
    const from = Math.max(0, nightsBetween(origin, range.checkin));
    const to = Math.min(size, nightsBetween(origin, range.checkout));
    for (let i = from; i < to; i++) takenNight[i] = true;
  }
  const freeAt = (offset: number) => {
    const start = windowDays + offset;
    for (let i = start; i < start + nights; i++) if (takenNight[i]) return false;
    return true;
  };
  const stayAt = (offset: number): NightRange => ({
    checkin: addDays(stay.checkin, offset),
    checkout: addDays(stay.checkout, offset),
  });
  const within = (range: NightRange) => range.checkin >= earliest && range.checkin <= latest;

  let later: NightRange | null = null;
  let earlier: NightRange | null = null;
  for (let distance = 1; distance <= windowDays && (!later || !earlier); distance++) {
    if (!later && within(stayAt(distance)) && freeAt(distance)) later = stayAt(distance);
    if (!earlier && within(stayAt(-distance)) && freeAt(-distance)) earlier = stayAt(-distance);
  }
  const found = [later, earlier].filter((range): range is NightRange => range !== null);
  return found.sort(
    (a, b) =>
      Math.abs(nightsBetween(stay.checkin, a.checkin)) - Math.abs(nightsBetween(stay.checkin, b.checkin)),
  );
};

/** The days the taken ranges must be read for: every night a candidate of nearestFreeStays can hold. */
export const nearestSearchSpan = (stay: NightRange, windowDays = NEAREST_DATES_WINDOW_DAYS): NightRange => ({
  checkin: addDays(stay.checkin, -windowDays),
  checkout: addDays(stay.checkout, windowDays),
});
