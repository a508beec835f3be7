// Account rules: signup, sign-in with lockout after repeated failures, and the three-step password reset.
import { createHash, randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, RESET_CODE_LENGTH, RESET_CODE_TTL_MINUTES } from '@domain/constants';
import { MSG } from '@domain/messages';
import type { Database } from '../../db/client';
import {
  AppError,
  badRequest,
  conflict,
  forbidden,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
  unauthorized,
} from '../../lib/errors';
import type { Mailer } from '../../lib/mailer';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import * as repo from './repository';

export type AuthDeps = { db: Database; mailer: Mailer; now: () => Date };

const MINUTE_MS = 60_000;
/** Failed sign-ins are counted over this window. */
export const FAILURE_WINDOW_MINUTES = 15;
/** With this many recent failures on one email, the next attempt is refused unchecked (the 6th). */
export const MAX_FAILURES_PER_EMAIL = 5;
/** The same from one address, across emails (someone trying many accounts). */
export const MAX_FAILURES_PER_IP = 20;

export const signup = async (
  deps: AuthDeps,
  input: { email: string; password: string; firstName: string; lastName: string },
): Promise<repo.UserRow> => {
  if (await repo.findUserByEmail(deps.db, input.email)) throw conflict(MSG.emailTaken);
  const passwordHash = await hashPassword(input.password);
  try {
    return await repo.insertCustomer(deps.db, {
      email: input.email,
      passwordHash,
      firstName: input.firstName,
      lastName: input.lastName,
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
 */
export const login = async (
  deps: AuthDeps,
  input: { email: string; password: string; ip: string },
): Promise<repo.UserRow> => {
  const now = deps.now();
  const since = new Date(now.getTime() - FAILURE_WINDOW_MINUTES * MINUTE_MS);
  const failures = await repo.countRecentFailures(deps.db, { email: input.email, ip: input.ip, since });
  if (failures.byEmail >= MAX_FAILURES_PER_EMAIL || failures.byIp >= MAX_FAILURES_PER_IP) {
    throw new AppError('TOO_MANY', MSG.tooManyAttempts);
  }

  const user = await repo.findUserByEmail(deps.db, input.email);
  // walk-in customers have no password hash: verifyPassword still spends the time and says no
  const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
  if (!user || !valid) {
    await repo.insertFailure(deps.db, { email: input.email, ip: input.ip, createdAt: now });
    await repo.deleteFailuresBefore(deps.db, since);
    throw unauthorized(MSG.invalidCredentials);
  }
  if (!user.isActive) throw forbidden(MSG.accountDisabled);
  await repo.deleteFailuresForEmail(deps.db, input.email);
  return user;
};

/** Ends one session row (the old session of a browser that signs in again: session rotation). */
export const dropSession = async (deps: AuthDeps, sessionId: string): Promise<void> => {
  await repo.deleteSession(deps.db, sessionId);
};

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');

const newCode = () =>
  Array.from(
    { length: RESET_CODE_LENGTH },
    () => REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)],
  ).join('');

const resetMail = (firstName: string, code: string) =>
  [
    `Hello ${firstName || 'there'},`,
    '',
    `Your password reset code is: ${code}`,
    '',
    `Enter it on the Forgot Password page within ${RESET_CODE_TTL_MINUTES} minutes to choose a new password.`,
    'If you did not ask to reset your password, you can ignore this email: your password stays the same.',
    '',
    'Casa Alon Beach Resort',
  ].join('\n');

/**
 * Sends a fresh code to an active account; earlier unused codes stop working. Says nothing about
 * whether the account exists: the route answers the same either way.
 */
export const requestPasswordReset = async (deps: AuthDeps, email: string): Promise<void> => {
  const user = await repo.findUserByEmail(deps.db, email);
  if (!user?.isActive) return;
  const now = deps.now();
  // codes are looked up by hash alone, so a new one must not equal another user's live code
  let code = newCode();
  while (await repo.liveCodeExists(deps.db, hashCode(code), now)) code = newCode();
  await deps.db.transaction(async (tx) => {
    await repo.expireLiveCodes(tx, user.id, now);
    await repo.insertResetCode(tx, {
      userId: user.id,
      codeHash: hashCode(code),
      expiresAt: new Date(now.getTime() + RESET_CODE_TTL_MINUTES * MINUTE_MS),
      createdAt: now,
    });
  });
  await deps.mailer.send(deps.db, {
    to: user.email,
    subject: 'Your password reset code',
    text: resetMail(user.firstName, code),
  });
};

/** `code` is already upper-cased by the schema. */
export const verifyResetCode = async (deps: AuthDeps, code: string): Promise<void> => {
  const live = await repo.findLiveCodeUser(deps.db, hashCode(code), deps.now());
  if (!live) throw badRequest(MSG.invalidCode);
};

/** Sets the new password, uses up the code and signs the account out everywhere. */
export const resetPassword = async (
  deps: AuthDeps,
  input: { code: string; newPassword: string },
): Promise<void> => {
  const now = deps.now();
  const live = await repo.findLiveCodeUser(deps.db, hashCode(input.code), now);
  if (!live) throw badRequest(MSG.invalidCode);
  const passwordHash = await hashPassword(input.newPassword);
  await deps.db.transaction(async (tx) => {
    // the claim is atomic: of two resets racing with one code, only one proceeds
    if (!(await repo.claimCode(tx, live.codeId, now))) throw badRequest(MSG.invalidCode);
    await repo.setPasswordHash(tx, live.userId, passwordHash);
    await repo.expireLiveCodes(tx, live.userId, now);
    await repo.deleteSessionsOfUser(tx, live.userId);
    // the owner proved control of the mailbox: earlier failed sign-ins no longer lock them out
    await repo.deleteFailuresForEmail(tx, live.email);
  });
};
