// Holds whose payment nobody has verified. A guest booking online quotes a payment reference the desk has
// not checked yet: until the desk verifies a payment (or extends the hold with a reason), the booking keeps
// its nights only until its "verify by" time, and the nights such bookings hold are capped per account and
// per address, so made-up references from fresh accounts cannot hold the resort. Walk-in and desk bookings
// never get such a hold. The server enforces these rules; the screens explain them with the same functions.

/** Hours an unverified online booking keeps its nights (UNVERIFIED_HOLD_HOURS). */
export const DEFAULT_UNVERIFIED_HOLD_HOURS = 48;

/** The desk's Today's Activity lists the holds whose deadline is this close. */
export const HOLD_EXPIRING_SOON_HOURS = 12;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Room-nights an account may hold unverified, by the account's age: the youngest get the smallest cap
 * (one longest stay), which is what a made-up account a minute old would use.
 */
export const UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE = [
  { youngerThanDays: 1, nights: 30 },
  { youngerThanDays: 30, nights: 45 },
  { youngerThanDays: Number.POSITIVE_INFINITY, nights: 60 },
] as const;

/** Room-nights all accounts booking from one address may hold unverified together. */
export const UNVERIFIED_NIGHTS_PER_ADDRESS = 60;

/** The cap of an account created at `createdAt`; an account "from the future" (clock skew) counts as new. */
export const unverifiedNightsCap = (options: { accountCreatedAt: Date; now: Date }) => {
  const ageMs = options.now.getTime() - options.accountCreatedAt.getTime();
  const tier = UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE.find((t) => ageMs < t.youngerThanDays * DAY_MS);
  return (tier ?? UNVERIFIED_NIGHTS_BY_ACCOUNT_AGE[0]).nights;
};

/** When an unverified booking made at `bookedAt` lets its nights go. */
export const verifyByOf = (bookedAt: Date, holdHours: number) =>
  new Date(bookedAt.getTime() + holdHours * HOUR_MS);

/** The refusal when a booking would take what an account or an address holds unverified above its cap. */
export const unverifiedCapProblem = (options: {
  nights: number;
  account: { heldNights: number; capNights: number };
  address: { heldNights: number; capNights: number };
}): 'account' | 'address' | null => {
  if (options.account.heldNights + options.nights > options.account.capNights) return 'account';
  if (options.address.heldNights + options.nights > options.address.capNights) return 'address';
  return null;
};

/**
 * When a pending booking lets its nights go unless someone acts: the earlier of its "verify by" time and
 * the hold after a rejected payment; null when neither clock runs.
 */
export const holdDeadline = (reservation: {
  status: string;
  verifyBy: string | null;
  holdExpiresAt: string | null;
}): string | null => {
  if (reservation.status !== 'pending') return null;
  const times = [reservation.verifyBy, reservation.holdExpiresAt].filter((t): t is string => Boolean(t));
  if (times.length === 0) return null;
  return times.reduce((a, b) => (Date.parse(a) <= Date.parse(b) ? a : b));
};

/** True when the booking's hold runs out within HOLD_EXPIRING_SOON_HOURS (or already has). */
export const holdExpiresSoon = (
  reservation: Parameters<typeof holdDeadline>[0],
  now: Date,
  withinHours = HOLD_EXPIRING_SOON_HOURS,
) => {
  const deadline = holdDeadline(reservation);
  return deadline !== null && Date.parse(deadline) - now.getTime() <= withinHours * HOUR_MS;
};
