// Drizzle queries for the admin's inquiry list. No rules here.
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { inquiries } from '../../db/schema';

export const findAllInquiries = (db: Database | Tx) =>
  db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id));

export const setInquiryStatus = async (db: Database | Tx, id: string, status: string) => {
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  return row;
};
