// Drizzle queries for accounts, failed sign-ins, sessions and password reset codes. No rules here.
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { loginAttempts, passwordResetCodes, sessions, users } from '../../db/schema';

type Db = Database | Tx;

export type UserRow = typeof users.$inferSelect;

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
};

export const insertCustomer = async (
  db: Db,
  values: { email: string; passwordHash: string; firstName: string; lastName: string },
): Promise<UserRow> => {
  const [row] = await db
    .insert(users)
    .values({ ...values, role: 'customer', isActive: true })
    .returning();
  if (!row) throw new Error('insert into users returned no row');
  return row;
};

export const setPasswordHash = (db: Db, userId: string, passwordHash: string) =>
  db.update(users).set({ passwordHash }).where(eq(users.id, userId));

/** Failed sign-ins since `since`: for this email and from this address, in one query. */
export const countRecentFailures = async (
  db: Db,
  options: { email: string; ip: string; since: Date },
): Promise<{ byEmail: number; byIp: number }> => {
  const [row] = await db
    .select({
      byEmail: count(sql`case when ${loginAttempts.email} = ${options.email} then 1 end`),
      byIp: count(sql`case when ${loginAttempts.ip} = ${options.ip} then 1 end`),
    })
    .from(loginAttempts)
    .where(
      and(
        gt(loginAttempts.createdAt, options.since),
        or(eq(loginAttempts.email, options.email), eq(loginAttempts.ip, options.ip)),
      ),
    );
  return { byEmail: Number(row?.byEmail ?? 0), byIp: Number(row?.byIp ?? 0) };
};

export const insertFailure = (db: Db, values: { email: string; ip: string; createdAt: Date }) =>
  db.insert(loginAttempts).values(values);

export const deleteFailuresBefore = (db: Db, before: Date) =>
  db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));

export const deleteFailuresForEmail = (db: Db, email: string) =>
  db.delete(loginAttempts).where(eq(loginAttempts.email, email));

export const deleteSession = (db: Db, sessionId: string) =>
  db.delete(sessions).where(eq(sessions.id, sessionId));

export const deleteSessionsOfUser = (db: Db, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

/** True when an unused, unexpired code already has this hash (another user's live code). */
export const liveCodeExists = async (db: Db, codeHash: string, now: Date): Promise<boolean> => {
  const [row] = await db
    .select({ id: passwordResetCodes.id })
    .from(passwordResetCodes)
    .where(
      and(
        eq(passwordResetCodes.codeHash, codeHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
};

/** Ends every still-usable code of the user (they expire now). */
export const expireLiveCodes = (db: Db, userId: string, now: Date) =>
  db
    .update(passwordResetCodes)
    .set({ expiresAt: now })
    .where(
      and(
        eq(passwordResetCodes.userId, userId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    );

export const insertResetCode = (
  db: Db,
  values: { userId: string; codeHash: string; expiresAt: Date; createdAt: Date },
) => db.insert(passwordResetCodes).values(values);

/** The user behind an unused, unexpired code, if their account is active. */
export const findLiveCodeUser = async (
  db: Db,
  codeHash: string,
  now: Date,
): Promise<{ codeId: string; userId: string; email: string } | undefined> => {
  const [row] = await db
    .select({ codeId: passwordResetCodes.id, userId: passwordResetCodes.userId, email: users.email })
    .from(passwordResetCodes)
    .innerJoin(users, eq(users.id, passwordResetCodes.userId))
    .where(
      and(
        eq(passwordResetCodes.codeHash, codeHash),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row;
};

/** Marks the code used if it still is usable; false when another request got there first. */
export const claimCode = async (db: Db, codeId: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(passwordResetCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(passwordResetCodes.id, codeId),
        isNull(passwordResetCodes.usedAt),
        gt(passwordResetCodes.expiresAt, now),
      ),
    )
    .returning({ id: passwordResetCodes.id });
  return rows.length > 0;
};
