// The demo offer for day visitors, seeded with the demo rooms: an entrance pass as a Philippine beach
// resort prices one (a settings row the admin edits). No cottages: the runtime contract seeds nothing
// beyond rooms and amenities that a real resort would have to delete; the admin adds its own (docs/admin.md).
import type { Tx } from './client';
import { dayPassSettings } from './schema';

export const DEMO_DAY_PASS = {
  adultWeekdayPrice: '150.00',
  adultWeekendPrice: '200.00',
  childWeekdayPrice: '100.00',
  childWeekendPrice: '150.00',
  childRule: 'Children 3–12 years old or below 4 ft',
  childRuleFil: 'Mga batang 3–12 taong gulang o mas mababa sa 4 na talampakan',
  openingHours: '8:00 AM – 6:00 PM',
  dailyCapacity: 300,
};

export const seedDayVisits = async (tx: Tx) => {
  await tx
    .insert(dayPassSettings)
    .values({ id: 1, ...DEMO_DAY_PASS })
    .onConflictDoNothing();
};
