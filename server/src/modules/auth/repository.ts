// Drizzle queries for accounts, failed sign-ins, sessions, password reset codes and wrong codes. No rules here.

import type { Language } from '@domain/languages';
import { and, count, desc, eq, gt, inArray, isNull, lt, min, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { loginAttempts, passwordResetCodes, passwordResetFailures, sessions, users } from '../../db/schema';

type Db = Database | Tx;

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

export const insertCustomer = async (
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string; language: Language },
): Promise<UserRow> =>
  onlyRow(
    await db
      .insert(users)
      .values({ ...values, role: 'customer', isActive: true })
      .returning(),
    'insert into users',
  );

export const setLanguage = (db: Db, userId: string, language: Language) =>
  db.update(users).set({ language }).where(eq(users.id, userId));

export const setName = async (db: Db, userId: string, name: { firstName: string; lastName: string }) =>
  onlyRow(await db.update(users).set(name).where(eq(users.id, userId)).returning(), 'update users name');

export const setPasswordHash = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

export type FailureStats = {
  /** failures for this (email, address) pair, and when the last one was */
  pairCount: number;
  pairLast: Date | null;
  /** failures from this address across all emails, and when the oldest of them was */
  addressCount: number;
  addressOldest: Date | null;
};

/** Failed sign-ins since `since` from this address: for this email and for all emails, in one query. */
export const failureStats = async (
  db: Db,
  options: { email: string; ip: string; since: Date },
): Promise<FailureStats> => {
  const forEmail = sql`${loginAttempts.email} = ${options.email}`;
  const [row] = await db
    .select({
      pairCount: count(sql`case when ${forEmail} then 1 end`),
      pairLast: sql<Date | null>`max(case when ${forEmail} then ${loginAttempts.createdAt} end)`.mapWith(
        loginAttempts.createdAt,
      ),
      addressCount: count(),
      addressOldest: min(loginAttempts.createdAt),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.ip, options.ip), gt(loginAttempts.createdAt, options.since)));
  return {
    pairCount: Number(row?.pairCount ?? 0),
    pairLast: row?.pairLast ?? null,
    addressCount: Number(row?.addressCount ?? 0),
    addressOldest: row?.addressOldest ?? null,
  };
};

/**
 * Until the transaction ends, the lockout's other decisions for `key` (one client address) wait here:
 * a try is checked and counted while it holds the lock, so each parallel try sees the ones before it.
 */
export const lockLockout = (tx: Tx, key: string) =>
  tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);

/** Counts a sign-in try as a failure (before its password is checked); answers the row's id. */
export const insertFailure = async (db: Db, values: { email: string; ip: string; createdAt: Date }) =>
  onlyRow(
    await db.insert(loginAttempts).values(values).returning({ id: loginAttempts.id }),
    'insert into login_attempts',
  ).id;

/** Takes back one counted try: it was no failure (a disabled account's right password). */
export const deleteFailure = (db: Db, id: string) => db.delete(loginAttempts).where(eq(loginAttempts.id, id));

export const deleteFailuresBefore = (db: Db, before: Date) =>
  db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));

/** Forgets the failures of one (email, address) pair: after a sign-in or a reset from that address. */
export const deleteFailuresForPair = (db: Db, email: string, ip: string) =>
  db.delete(loginAttempts).where(and(eq(loginAttempts.email, email), eq(loginAttempts.ip, ip)));

/** Wrong reset codes from this address since `since`, and when the oldest of them was. */
export const resetFailureStats = async (
  db: Db,
  ip: string,
  since: Date,
): Promise<{ count: number; oldest: Date | null }> => {
  const [row] = await db
    .select({ count: count(), oldest: min(passwordResetFailures.createdAt) })
    .from(passwordResetFailures)
    .where(and(eq(passwordResetFailures.ip, ip), gt(passwordResetFailures.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ?? null };
};

/** Counts a reset-code try against the address (before the code is checked); answers the row's id. */
export const insertResetFailure = async (db: Db, values: { ip: string; createdAt: Date }) =>
  onlyRow(
    await db.insert(passwordResetFailures).values(values).returning({ id: passwordResetFailures.id }),
    'insert into password_reset_failures',
  ).id;

/** Takes back one counted try: the code was right. */
export const deleteResetFailure = (db: Db, id: string) =>
  db.delete(passwordResetFailures).where(eq(passwordResetFailures.id, id));

export const deleteResetFailuresBefore = (db: Db, before: Date) =>
  db.delete(passwordResetFailures).where(lt(passwordResetFailures.createdAt, before));

export const deleteSession = (db: Db, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteSessionsOfUser = (db: Db, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

/** A code not used yet and not expired at `now` (the conditions of every query on live codes). */
const unusedAndLive = (now: Date) => [
  isNull(passwordResetCodes.usedAt),
  gt(passwordResetCodes.expiresAt, now),
];

/** True when an unused, unexpired code already has this hash (another user's live code). */
export const liveCodeExists = async (db: Db, codeHash: string, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(and(eq(passwordResetCodes.codeHash, codeHash), ...unusedAndLive(now)))
    .limit(1);
  return Boolean(row);
};

/** Ends every still-usable code of the user (they expire now). */
export const expireLiveCodes = (db: Db, userId: string, now: Date) =>
  db
    .update(passwordResetCodes)
    .set({ expiresAt: now })
    .where(and(eq(passwordResetCodes.userId, userId), ...unusedAndLive(now)));

/** The same by email: for an unknown email it is the same statement and changes nothing. */
export const expireLiveCodesOfEmail = (db: Db, email: string, now: Date) =>
  db
    .update(passwordResetCodes)
    .set({ expiresAt: now })
    .where(
      and(
        inArray(
          passwordResetCodes.userId,
          db.select({ id: users.id }).from(users).where(eq(users.email, email)),
        ),
        ...unusedAndLive(now),
      ),
    );

/**
 * Stores a code for the active account with this email, in one INSERT ... SELECT: for an unknown or
 * disabled account it is the same statement and inserts nothing.
 */
export const insertResetCodeForEmail = (
  db: Db,
  values: { email: string; codeHash: string; expiresAt: Date; createdAt: Date },
) =>
  db.execute(sql`
    insert into ${passwordResetCodes} (user_id, code_hash, expires_at, created_at)
    select ${users.id}, ${values.codeHash},
      ${sql.param(values.expiresAt, passwordResetCodes.expiresAt)},
      ${sql.param(values.createdAt, passwordResetCodes.createdAt)}
    from ${users}
    where ${users.email} = ${values.email} and ${users.isActive}`);

const usable = (now: Date, maxAttempts: number) =>
  and(...unusedAndLive(now), lt(passwordResetCodes.attempts, maxAttempts), eq(users.isActive, true));

/** The user behind an unused, unexpired, not spent code (looked up by the code alone), if their account is active. */
export const findLiveCodeUser = async (
  db: Db,
  codeHash: string,
  now: Date,
  maxAttempts: number,
): Promise<{ codeId: string; userId: string; email: string } | undefined> => {
  const [row] = await db
    .select({ codeId: passwordResetCodes.id, userId: passwordResetCodes.userId, email: users.email })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(and(eq(passwordResetCodes.codeHash, codeHash), usable(now, maxAttempts)))
    .limit(1);
  return row;
};

/** The newest unused, unexpired code of the active account with this email, spent or not. */
export const findAccountCode = async (
  db: Db,
  email: string,
  now: Date,
): Promise<
  { codeId: string; userId: string; email: string; codeHash: string; attempts: number } | undefined
> => {
  const [row] = await db
    .select({
      codeId: passwordResetCodes.id,
      userId: passwordResetCodes.userId,
      email: users.email,
      codeHash: passwordResetCodes.codeHash,
      attempts: passwordResetCodes.attempts,
    })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(and(eq(users.email, email), eq(users.isActive, true), ...unusedAndLive(now)))
    .orderBy(desc(passwordResetCodes.createdAt))
    .limit(1);
  return row;
};

/**
 * Counts one wrong try against a code, atomically (concurrent tries each count). Answers the new
 * number of tries, or null when the code was already spent.
 */
export const countWrongTry = async (db: Db, codeId: string, maxAttempts: number): Promise<number | null> => {
  const [row] = await db
    .update(passwordResetCodes)
    .set({ attempts: sql`${passwordResetCodes.attempts} + 1` })
    .where(and(eq(passwordResetCodes.id, codeId), lt(passwordResetCodes.attempts, maxAttempts)))
    .returning({ attempts: passwordResetCodes.attempts });
  return row ? row.attempts : null;
};

/** Marks the code used if it still is usable; false when another request got there first (or spent it). */
export const claimCode = async (db: Db, codeId: string, now: Date, maxAttempts: number): Promise<boolean> => {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        ...unusedAndLive(now),
        lt(passwordResetCodes.attempts, maxAttempts),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
};
