// Drizzle queries for reviews, the only code that writes that table. No rules here. The lists read the
// author's name and the reviewed room's name alongside.
import { desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { nameColumns } from '../../db/columns';
import { onlyRow } from '../../db/rows';
import { reservations, reviews, rooms, users } from '../../db/schema';

/** Reviews with their author and the reviewed room, newest first. */
const selectReviews = (db: Database, options: { where?: SQL; limit?: number } = {}) => {
  const query = db
    .select({
      review: reviews,
      user: { ...nameColumns, profileImageUrl: users.profileImageUrl },
      roomName: rooms.name,
    })
    .from(reviews)
    .innerJoin(users, eq(users.id, reviews.userId))
    .innerJoin(reservations, eq(reservations.id, reviews.reservationId))
    .innerJoin(rooms, eq(rooms.id, reservations.roomId))
    .where(options.where)
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .$dynamic();
  return options.limit ? query.limit(options.limit) : query;
};

export type ReviewWithAuthor = Awaited<ReturnType<typeof selectReviews>>[number];

export const findApprovedReviews = (db: Database, limit: number) =>
  selectReviews(db, { where: eq(reviews.approved, true), limit });

export const findReviewsOfUser = (db: Database, userId: string) =>
  selectReviews(db, { where: eq(reviews.userId, userId) });

export const findAllReviews = (db: Database) => selectReviews(db);

export const findReviewById = async (db: Database, id: string): Promise<ReviewWithAuthor | undefined> => {
  const [row] = await selectReviews(db, { where: eq(reviews.id, id) });
  return row;
};

export const findReviewIdByReservation = async (db: Database, reservationId: string) => {
  const [row] = await db
    .select({ id: reviews.id })
    .from(reviews)
    .where(eq(reviews.reservationId, reservationId))
    .limit(1);
  return row?.id ?? null;
};

export const insertReview = async (db: Database, values: typeof reviews.$inferInsert) => {
  const row = onlyRow(await db.insert(reviews).values(values).returning({ id: reviews.id }), 'insert review');
  return row.id;
};

export const updateApproved = async (db: Database, id: string, approved: boolean) => {
  const [row] = await db
    .update(reviews)
    .set({ approved })
    .where(eq(reviews.id, id))
    .returning({ id: reviews.id });
  return row?.id ?? null;
};
