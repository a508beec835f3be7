// Drizzle queries for the admin's user management. No rules here.
import { desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { reservations, sessions, users } from '../../db/schema';

type Db = Database | Tx;

const { passwordHash: _never, ...publicColumns } = getTableColumns(users);

const reservationCount = sql<number>`(
  select count(*)::int from ${reservations} r where r.user_id = "users"."id"
)`;

/** Every account (never the password hash) with its number of reservations, newest first. */
export const findUsersWithCounts = (db: Db) =>
  db
    .select({ ...publicColumns, reservationCount })
    .from(users)
    .orderBy(desc(users.createdAt), desc(users.id));

export const findUser = async (db: Db, id: string) => {
  const [row] = await db
    .select({ ...publicColumns, reservationCount })
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

export const deleteSessionsOf = (db: Db, userId: string) =>
  db.delete(sessions).where(eq(sessions.userId, userId));

export const deleteUser = async (db: Db, id: string) => {
  const deleted = await db.delete(users).where(eq(users.id, id)).returning({ id: users.id });
  return deleted.length > 0;
};
