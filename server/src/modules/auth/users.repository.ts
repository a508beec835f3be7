// Drizzle queries for accounts as records: the admin's user management, walk-in customers made at the
// front desk, and the account lookups other modules need. No rules here. (Signing in, sessions and reset
// codes are in ./repository.) The reservation count reads reservations, never writes them.
import { isUuid } from '@domain/ids';
import { DEFAULT_LANGUAGE, type Language } from '@domain/languages';
import { and, asc, desc, eq, getTableColumns, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { reservations, users } from '../../db/schema';

type Db = Database | Tx;

const { passwordHash: _never, ...publicColumns } = getTableColumns(users);

const reservationCount = sql<number>`(
  select count(*)::int from ${reservations} r where r.user_id = "users"."id"
)`;

/** Bookings of the account that still hold nights: while there are any, the account cannot go. */
const holdingCount = sql<number>`(
  select count(*)::int from ${reservations} r where r.user_id = "users"."id"
    and r.status in ('pending', 'confirmed', 'checked_in')
)`;

/** Every account in use (never the password hash) with its number of reservations, newest first. */
export const findUsersWithCounts = (db: Db, options: { archived?: boolean } = {}) =>
  db
    .select({ ...publicColumns, reservationCount })
    .from(users)
    .where(options.archived ? isNotNull(users.archivedAt) : isNull(users.archivedAt))
    .orderBy(desc(users.createdAt), desc(users.id));

export const findUser = async (db: Db, id: string) => {
  const [row] = await db
    .select({ ...publicColumns, reservationCount, holdingCount })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row;
};

export const findUserIdByEmail = async (db: Db, email: string) => {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
  return row?.id;
};

export const updateUser = (
  db: Db,
  id: string,
  values: Partial<Pick<typeof users.$inferInsert, 'role' | 'isActive' | 'firstName' | 'lastName' | 'email'>>,
) => db.update(users).set(values).where(eq(users.id, id));

/** Keeps an account with history for the books: out of the list, and it can no longer sign in. */
export const archiveUser = async (db: Db, id: string, now: Date) => {
  const rows = await db
    .update(users)
    .set({ archivedAt: now, isActive: false })
    .where(and(eq(users.id, id), isNull(users.archivedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
};

export const deleteUser = async (db: Db, id: string) => {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
};

export type AccountRow = {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  role: string;
  language: Language;
};

const accountColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  role: users.role,
  language: users.language,
};

export const findAccountByEmail = async (db: Db, email: string): Promise<AccountRow | null> => {
  const [row] = await db.select(accountColumns).from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
};

/**
 * The language each address's emails are written in: its account's, English when it has none.
 * One read for all the addresses (the emails of a batch of notify jobs).
 */
export const emailLanguagesOf = async (
  db: Db,
  emails: readonly string[],
): Promise<(email: string) => Language> => {
  if (!emails.length) return () => DEFAULT_LANGUAGE;
  const rows = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(inArray(users.email, [...new Set(emails)]));
  const found = new Map(rows.map((row) => [row.email, row.language]));
  return (email) => found.get(email) ?? DEFAULT_LANGUAGE;
};

/** The emails of every active admin (not archived), oldest account first: where staff alerts go by default. */
export const findActiveAdminEmails = async (db: Db): Promise<string[]> => {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.isActive, true), isNull(users.archivedAt)))
    .orderBy(asc(users.createdAt));
  return rows.map((row) => row.email);
};

/** An account's name, email and role (never its password); null for an unknown or malformed id. */
export const findAccount = async (db: Db, id: string): Promise<AccountRow | null> => {
  if (!isUuid(id)) return null;
  const [row] = await db.select(accountColumns).from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
};

/** A customer without a password: they can choose one later through Forgot Password. */
export const insertWalkInCustomer = async (
  db: Db,
  values: { email: string; firstName: string; lastName: string },
): Promise<AccountRow> =>
  onlyRow(
    await db
      .insert(users)
      .values({ ...values, passwordHash: null, role: 'customer', isActive: true })
      .returning(accountColumns),
    'insert walk-in customer',
  );
