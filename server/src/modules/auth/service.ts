// Account rules: signup, sign-in with a per-(account, address) delay after repeated failures, and the
// three-step password reset with a try budget per code and per address.
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import {
  REFERENCE_ALPHABET,
  RESET_CODE_LENGTH,
  RESET_CODE_MAX_ATTEMPTS,
  RESET_CODE_TTL_MINUTES,
  RESET_FAILURE_WINDOW_MINUTES,
  RESET_FAILURES_PER_ADDRESS,
} from '@domain/constants';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import { MSG } from '@domain/messages';
import { AUTH_MSG, type OwnNameInput } from '@domain/schemas/auth';
import type { AppContext } from '../../lib/app-context';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  unauthorized,
} from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { withinRecipientBudget } from '../../lib/recipient-limits';
import { queueEmail } from '../notifications';
import * as repo from './repository';

const MINUTE_MS = 60_000;

/** The sign-in lockout (docs/security.md, "Sign-in lockout"). */
export const LOGIN_LIMITS = {
  /** Failed sign-ins are counted over this window. */
  windowMinutes: 15,
  /** Failures of one (email, address) pair before each next try must wait. */
  freeFailures: 3,
  /** The wait after n failures is 2^(n - freeFailures) seconds, at most this. */
  maxDelaySeconds: 15 * 60,
  /** Failures from one address across all emails (someone trying many accounts) that stop it outright. */
  maxFailuresPerAddress: 50,
} as const;

/** A 429 that says when to come back (the route sends it as Retry-After). */
export class TooManyAttemptsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super('TOO_MANY', message);
  }
}

/** Seconds this (email, address) must still wait before its next sign-in try is checked; 0 when it may try now. */
export const loginWaitSeconds = (stats: repo.FailureStats, now: Date): number => {
  const windowMs = LOGIN_LIMITS.windowMinutes * MINUTE_MS;
  let readyAt = 0;
  if (stats.addressCount >= LOGIN_LIMITS.maxFailuresPerAddress && stats.addressOldest)
    readyAt = stats.addressOldest.getTime() + windowMs;
  if (stats.pairCount >= LOGIN_LIMITS.freeFailures && stats.pairLast) {
    const exponent = stats.pairCount - LOGIN_LIMITS.freeFailures;
    const delaySeconds = Math.min(2 ** exponent, LOGIN_LIMITS.maxDelaySeconds);
    readyAt = Math.max(readyAt, stats.pairLast.getTime() + delaySeconds * 1000);
  }
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
};

export const signup = async (
  ctx: AppContext,
  input: { email: string; password: string; firstName: string; lastName: string; language?: Language },
): Promise<repo.UserRow> => {
  if (await repo.findUserByEmail(ctx.deps.db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertCustomer(ctx.deps.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
      language: input.language ?? DEFAULT_LANGUAGE,
    });
  } catch (error) {
    // two signups with one email at the same moment: the unique index decides
    if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) throw conflict(MSG.emailTaken);
    throw error;
  }
};

/**
 * Checks the credentials. Unknown email and wrong password get the same answer after the same
 * scrypt work; the disabled-account answer is only given to someone who knows the password.
 * Failures count per (email, address): a stranger elsewhere can slow down only themselves.
 */
export const login = async (
  ctx: AppContext,
  input: { email: string; password: string; ip: string },
): Promise<repo.UserRow> => {
  const now = ctx.deps.now();
  const since = new Date(now.getTime() - LOGIN_LIMITS.windowMinutes * MINUTE_MS);
  // The try is counted as a failure before the password is checked, under the address's lock, so
  // parallel tries queue and each one's check sees those before it: N at once get exactly the budget.
  const counted = await ctx.deps.db.transaction(async (tx) => {
    await repo.lockLockout(tx, `login:${input.ip}`);
    const stats = await repo.failureStats(tx, { email: input.email, ip: input.ip, since });
    const wait = loginWaitSeconds(stats, now);
    if (wait > 0) return { wait };
    return { attemptId: await repo.insertFailure(tx, { email: input.email, ip: input.ip, createdAt: now }) };
  });
  if (counted.attemptId === undefined) throw new TooManyAttemptsError(MSG.tooManyAttempts, counted.wait);

  const user = await repo.findUserByEmail(ctx.deps.db, input.email);
  // walk-in customers have no password hash: verifyPassword still spends the time and says no
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) {
    await repo.deleteFailuresBefore(ctx.deps.db, since);
    throw unauthorized(MSG.invalidCredentials);
  }
  if (!user.isActive) {
    // the right password of a disabled account is no failure
    await repo.deleteFailure(ctx.deps.db, counted.attemptId);
    throw forbidden(MSG.accountDisabled);
  }
  await repo.deleteFailuresForPair(ctx.deps.db, input.email, input.ip);
  return user;
};

/** The language the account's emails are written in from now on. */
export const setLanguage = async (ctx: AppContext, userId: string, language: Language): Promise<void> => {
  await repo.setLanguage(ctx.deps.db, userId, language);
};

/** A staff member's own name: the row of the caller and no other (the id comes from the session). */
export const setOwnName = async (ctx: AppContext, userId: string, name: OwnNameInput) =>
  repo.setName(ctx.deps.db, userId, name);

/** Ends one session row (the old session of a browser that signs in again: session rotation). */
export const dropSession = async (ctx: AppContext, sessionId: string): Promise<void> => {
  await repo.deleteSession(ctx.deps.db, sessionId);
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const newCode = () =>
  Array.from(
    { length: RESET_CODE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');

/**
 * Stores a fresh code for an active account (earlier unused codes stop working) and queues its email in
 * the same transaction (the email job writes it if the account is active when it goes). Known, unknown and
 * disabled emails run the very same statements, so neither the answer nor its timing tells whether the
 * account exists; so does the per-recipient budget (RECIPIENT_MAIL_LIMITS), which counts every address
 * asked for.
 */
export const requestPasswordReset = async (ctx: AppContext, email: string): Promise<void> => {
  // Over the address's budget nothing changes, whether or not it has an account: no mail goes out,
  // and the code it was last sent keeps working.
  if (!(await withinRecipientBudget(ctx.deps.rateCounter, 'resetCode', email))) return;
  const now = ctx.deps.now();
  // codes may be looked up by hash alone, so a new one must not equal another user's live code
  let code = newCode();
  while (await repo.liveCodeExists(ctx.deps.db, hashCode(code), now)) code = newCode();
  await ctx.deps.db.transaction(async (tx) => {
    await repo.expireLiveCodesOfEmail(tx, email, now);
    await repo.insertResetCodeForEmail(tx, {
      email,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
      createdAt: now,
    });
    await queueEmail(tx, { type: 'reset_code', email, code }, { at: now });
  });
};

const sameHash = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

type LiveCode = { codeId: string; userId: string; email: string };
type CodeCheck = { ok: true; code: LiveCode } | { ok: false; spent: boolean };

/**
 * With `email`, only that account's live code can match and a wrong try counts against it (at
 * RESET_CODE_MAX_ATTEMPTS it is spent). Without it (spec 7's payload), any live code may match.
 */
const checkCode = async (
  ctx: AppContext,
  input: { code: string; email?: string },
  now: Date,
): Promise<CodeCheck> => {
  const codeHash = hashCode(input.code);
  if (input.email === undefined) {
    const live = await repo.findLiveCodeUser(ctx.deps.db, codeHash, now, RESET_CODE_MAX_ATTEMPTS);
    return live ? { ok: true, code: live } : { ok: false, spent: false };
  }
  const live = await repo.findAccountCode(ctx.deps.db, input.email, now);
  if (!live) return { ok: false, spent: false };
  if (live.attempts >= RESET_CODE_MAX_ATTEMPTS) return { ok: false, spent: true };
  if (sameHash(live.codeHash, codeHash))
    return { ok: true, code: { codeId: live.codeId, userId: live.userId, email: live.email } };
  const attempts = await repo.countWrongTry(ctx.deps.db, live.codeId, RESET_CODE_MAX_ATTEMPTS);
  return { ok: false, spent: attempts === null || attempts >= RESET_CODE_MAX_ATTEMPTS };
};

/**
 * The live code the visitor typed, or an error: 429 once this address has sent too many wrong codes
 * (checked first, so the code is not even looked at), 429 for a spent code, 400 for a wrong one.
 * Every wrong try counts against the address.
 */
const usableCode = async (
  ctx: AppContext,
  input: { code: string; email?: string; ip: string },
  now: Date,
): Promise<LiveCode> => {
  const windowMs = RESET_FAILURE_WINDOW_MINUTES * MINUTE_MS;
  const since = new Date(now.getTime() - windowMs);
  // The try is counted against the address before the code is checked, under the address's lock, so
  // a burst of parallel tries gets exactly the budget; a right code takes its count back.
  const counted = await ctx.deps.db.transaction(async (tx) => {
    await repo.lockLockout(tx, `reset:${input.ip}`);
    const failures = await repo.resetFailureStats(tx, input.ip, since);
    if (failures.count >= RESET_FAILURES_PER_ADDRESS) return { oldest: failures.oldest };
    return { failureId: await repo.insertResetFailure(tx, { ip: input.ip, createdAt: now }) };
  });
  if (counted.failureId === undefined) {
    const readyAt = (counted.oldest?.getTime() ?? now.getTime()) + windowMs;
    throw new TooManyAttemptsError(
      AUTH_MSG.resetTriesFromAddress,
      Math.max(1, Math.ceil((readyAt - now.getTime()) / 1000)),
    );
  }
  const check = await checkCode(ctx, input, now);
  if (check.ok) {
    await repo.deleteResetFailure(ctx.deps.db, counted.failureId);
    return check.code;
  }
  await repo.deleteResetFailuresBefore(ctx.deps.db, since);
  if (check.spent) throw new TooManyAttemptsError(AUTH_MSG.resetCodeSpent);
  throw badRequest(MSG.invalidCode);
};

/** `code` is already upper-cased and `email` lower-cased by the schema. */
export const verifyResetCode = async (
  ctx: AppContext,
  input: { code: string; email?: string; ip: string },
): Promise<void> => {
  await usableCode(ctx, input, ctx.deps.now());
};

/** Sets the new password, uses up the code and signs the account out everywhere. */
export const resetPassword = async (
  ctx: AppContext,
  input: { code: string; email?: string; newPassword: string; ip: string },
): Promise<void> => {
  const now = ctx.deps.now();
  const live = await usableCode(ctx, input, now);
  const passwordHash = await hashPassword(input.newPassword);
  await ctx.deps.db.transaction(async (tx) => {
    // the claim is atomic: of two resets racing with one code, only one proceeds
    if (!(await repo.claimCode(tx, live.codeId, now, RESET_CODE_MAX_ATTEMPTS)))
      throw badRequest(MSG.invalidCode);
    await repo.setPasswordHash(tx, live.userId, passwordHash);
    await repo.expireLiveCodes(tx, live.userId, now);
    await repo.deleteSessionsOfUser(tx, live.userId);
    // the owner proved control of the mailbox: their failed sign-ins from this address are forgotten
    await repo.deleteFailuresForPair(tx, live.email, input.ip);
  });
};
