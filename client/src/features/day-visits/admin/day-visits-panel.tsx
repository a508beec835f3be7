// The admin dashboard's Day Visits tab (docs/admin.md, "Day visits"): the entrance pass, the holidays
// priced as weekends and the cottages. Its own lazy chunk; the landing never imports it.

import { CottagesSection } from './cottages-section';
import { HolidaysSection } from './holidays-section';
import { PassSection } from './pass-section';

export default function DayVisitsPanel() {
  return (
    <div className="grid gap-10">
      <PassSection />
      <HolidaysSection />
      <CottagesSection />
    </div>
  );
}
