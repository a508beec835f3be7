// Journeys book "today", expect "Check-in is today" and count days from the resort's today; a test that
// runs across midnight in Manila (16:00 UTC) would see its today become yesterday halfway through. So a
// test that would start too close to the resort's midnight waits for the new day first: at most once a
// run, for at most TODAY_GUARD_MS.
import { addDays, dayStartIn, todayIn } from '@domain/dates';
import { beforeEach } from 'vitest';
import { TODAY_GUARD_MS } from './timeouts';

/** How long until the resort's next midnight, in ms. */
export const msToResortMidnight = (now = new Date()) =>
  dayStartIn(addDays(todayIn(undefined, now), 1)).getTime() - now.getTime();

beforeEach(async () => {
  const left = msToResortMidnight();
  if (left < TODAY_GUARD_MS) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}, TODAY_GUARD_MS + 10_000);
