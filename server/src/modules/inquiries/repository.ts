import type { Database, Tx } from '../../db/client';
import { inquiries } from '../../db/schema';

export const insertInquiry = async (
  db: Database | Tx,
  values: { name: string; email: string; phone: string; subject: string; message: string },
) => {
  const [row] = await db
    .insert(inquiries)
    .values({ ...values, status: 'new' })
    .returning();
  if (!row) throw new Error('insert into inquiries returned no row');
  return row;
};
