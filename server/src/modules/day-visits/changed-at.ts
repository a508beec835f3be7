// When the day visitors' offer last changed (the sitemap's date of /day-tours): the entrance pass or a
// cottage, whichever was edited last. Holidays carry no date of their own and change only prices.
import { max } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { cottages, dayPassSettings } from '../../db/schema';

export const findOfferChangedAt = async (db: Database | Tx): Promise<Date | null> => {
  const [[pass], [cottage]] = await Promise.all([
    db.select({ at: max(dayPassSettings.updatedAt) }).from(dayPassSettings),
    db.select({ at: max(cottages.updatedAt) }).from(cottages),
  ]);
  const times = [pass?.at, cottage?.at].filter((at): at is Date => at instanceof Date);
  return times.length ? new Date(Math.max(...times.map((at) => at.getTime()))) : null;
};
