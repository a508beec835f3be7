// Staff may book or extend a stay past MAX_STAY_NIGHTS only on purpose: the form shows the override
// when the dates need it, the clerk ticks it and gives a reason, and the server keeps the reason in
// the booking's history. Without the tick the form refuses the stay exactly as the server would.
import { OVERRIDE_MAX_STAY_NIGHTS, type StayLimits, stayTooLongMessage } from '@domain/stay-limits';
import type { z } from 'zod';

export const LONG_STAY_REASON_REQUIRED = 'Please give the reason for the longer stay';

type LongStay = { nights: number; limits: StayLimits; allowed: boolean; reason: string };

/** What is wrong with a stay's length given the override's state, or null. */
export const checkLongStay = (
  options: LongStay,
): { field: 'dates' | 'longStayReason'; message: string } | null => {
  const { nights, limits } = options;
  if (!(nights > limits.maxStayNights)) return null;
  if (!options.allowed) return { field: 'dates', message: stayTooLongMessage(limits.maxStayNights) };
  if (nights > OVERRIDE_MAX_STAY_NIGHTS)
    return { field: 'dates', message: stayTooLongMessage(OVERRIDE_MAX_STAY_NIGHTS) };
  if (!options.reason.trim()) return { field: 'longStayReason', message: LONG_STAY_REASON_REQUIRED };
  return null;
};

/** checkLongStay inside a form schema: a dates problem goes on `datesField`, a missing reason on its own field. */
export const refineLongStay = (ctx: z.RefinementCtx, options: LongStay & { datesField: string }) => {
  const long = checkLongStay(options);
  if (long)
    ctx.addIssue({
      code: 'custom',
      path: [long.field === 'dates' ? options.datesField : 'longStayReason'],
      message: long.message,
    });
};
