// Drizzle queries for inquiries, the only code that writes that table. No rules here.
import type { InquiryStatus } from '@domain/constants';
import { desc, eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { onlyRow } from '../../db/rows';
import { inquiries } from '../../db/schema';

export const insertInquiry = async (
  db: Database | Tx,
  values: { name: string; email: string; phone: string; subject: string; message: string },
) =>
  onlyRow(
    await db
      .insert(inquiries)
      .values({ ...values, status: 'new' })
      .returning(),
    'insert into inquiries',
  );

export const findAllInquiries = (db: Database | Tx) =>
  db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id));

export const setInquiryStatus = async (db: Database | Tx, id: string, status: InquiryStatus) => {
  const [row] = await db.update(inquiries).set({ status }).where(eq(inquiries.id, id)).returning();
  return row;
};
